import { dialogDismissed } from '../features/themeDialog/themeDialogSlice';
import { themeToggleClicked } from '../features/themeDialog/themeDialogThunks';
import {
  aboutClosed,
  aboutOpened,
  mobileMenuClosed,
  mobileMenuOpened,
} from '../features/ui/uiSlice';
import type { EarlyAnswer } from '../startup/contract';
import { handOverEarlyAnswers } from '../startup/firstScreenAnswers';
import type { AppDispatch, AppStore } from './store';

/** Each answer the start-up code gave, as the component that now owns that control dispatches it. */
const dispatchAnswer: Record<EarlyAnswer, (dispatch: AppDispatch) => unknown> = {
  aboutOpened: (dispatch) => dispatch(aboutOpened()),
  aboutClosed: (dispatch) => dispatch(aboutClosed()),
  menuOpened: (dispatch) => dispatch(mobileMenuOpened()),
  menuClosed: (dispatch) => dispatch(mobileMenuClosed()),
  themeToggleClicked: (dispatch) => dispatch(themeToggleClicked()),
  themeQuestionDismissed: (dispatch) => dispatch(dialogDismissed()),
  // The scroll itself is the browser's; the store sees what scrollToSection dispatches.
  scrolledToProjects: (dispatch) => dispatch(mobileMenuClosed()),
  scrolledToContact: (dispatch) => dispatch(mobileMenuClosed()),
};

/**
 * The store takes over what the visitor did before React owned the page (src/startup/
 * firstScreenAnswers.ts): the same actions, in order, as if React had handled those presses, so
 * the first render matches the screen and Redux DevTools shows them. Called before hydration;
 * a press answered during it reaches the store at once.
 */
export function takeOverEarlyAnswers(store: AppStore, win: Window = window): void {
  handOverEarlyAnswers(win, (answer) => dispatchAnswer[answer](store.dispatch));
}
