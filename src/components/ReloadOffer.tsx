import { useAppSelector } from '../app/hooks';
import { selectPageHref, selectReloadOffered } from '../features/ui/uiSlice';
import { useTexts } from './common/texts';

/**
 * Shown when a script the page needs is gone (the site was deployed again since it loaded).
 * It is part of the first script, so it shows whatever else is missing; the reload is a plain
 * link, and the message being written is kept in the tab (the draft store).
 */
export function ReloadOffer() {
  const offered = useAppSelector(selectReloadOffered);
  const href = useAppSelector(selectPageHref);
  const { messages } = useTexts();
  return (
    <div className="reload-offer" role="status">
      {offered && (
        <p className="reload-offer-box">
          {messages.pageUpdated}{' '}
          <a className="button button--primary" href={href}>
            {messages.reloadPage}
          </a>
        </p>
      )}
    </div>
  );
}
