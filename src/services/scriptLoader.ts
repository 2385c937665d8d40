import type { ScriptLoaderPort } from '../features/ports';

/** Adds each script once, async; a second request for the same URL shares the first load. */
export function createScriptLoader(doc: Document = document): ScriptLoaderPort {
  const loads = new Map<string, Promise<void>>();
  return {
    load(src) {
      const existing = loads.get(src);
      if (existing) return existing;
      const loading = new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = true;
        script.addEventListener('load', () => resolve());
        script.addEventListener('error', () => {
          loads.delete(src);
          reject(new Error(`Script failed to load: ${src}`));
        });
        doc.head.appendChild(script);
      });
      loads.set(src, loading);
      return loading;
    },
  };
}
