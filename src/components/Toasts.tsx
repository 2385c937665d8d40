import { lazy, Suspense } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectHasToasts } from '../features/ui/uiSlice';

// react-hot-toast loads with the first toast, keeping it off the first view.
const Toaster = lazy(() =>
  import(/* webpackChunkName: "toasts" */ 'react-hot-toast').then((module) => ({
    default: module.Toaster,
  })),
);

/** The toast area, mounted once the state has recorded a toast. */
export function Toasts() {
  const anyToast = useAppSelector(selectHasToasts);
  if (!anyToast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
