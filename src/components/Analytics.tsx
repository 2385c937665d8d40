import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';
import { trackPageView } from '../features/ui/uiThunks';

/** One page view (route and path) per mount; renders nothing. */
export function Analytics() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(trackPageView({ route: '/', path: window.location.pathname }));
  }, [dispatch]);
  return null;
}
