import { holdEarlyInput } from '../earlyInput';
import { answerFirstScreenEarly } from '../firstScreenAnswers';
import { holdImagesUntilScriptArrives } from '../imagesWait';
import { markRestoredVisit } from '../restoredVisit';
import { applyStoredTheme } from '../storedTheme';

/** Inlined at the top of every page's <head> (contract.ts). */
applyStoredTheme(document.documentElement);
markRestoredVisit(document);
holdImagesUntilScriptArrives(document);
holdEarlyInput(document, answerFirstScreenEarly(document));
