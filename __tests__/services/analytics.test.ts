import { createInsightsAnalytics } from '../../src/services/analytics';
import { createScriptLoader } from '../../src/services/scriptLoader';

const SRC = 'https://example.com/_vercel/insights/script.js';

const insightsScripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter(
    (script) => script.src === SRC,
  );

afterEach(() => {
  document.head.innerHTML = '';
  delete window.va;
  delete window.vaq;
  jest.restoreAllMocks();
});

describe('createInsightsAnalytics', () => {
  it('with no script configured: loads nothing and sends nothing', async () => {
    const analytics = createInsightsAnalytics(null, createScriptLoader());
    await analytics.start();
    analytics.pageView('/', '/');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(window.va).toBeUndefined();
    expect(window.vaq).toBeUndefined();
  });

  it('queues page views on window.va until the script takes them over', async () => {
    const analytics = createInsightsAnalytics(SRC, createScriptLoader());
    const started = analytics.start();
    void analytics.start();
    analytics.pageView('/', '/');

    const [script] = insightsScripts();
    expect(insightsScripts()).toHaveLength(1);
    expect(script.async).toBe(true);
    expect(window.vaq).toEqual([['pageview', { route: '/', path: '/' }]]);

    // The insights script drains the queue and puts its own sender in place of window.va.
    const sent: unknown[][] = [];
    window.va = (...args) => {
      sent.push(args);
    };
    script.dispatchEvent(new Event('load'));
    await started;
    analytics.pageView('/', '/projects');
    expect(sent).toEqual([['pageview', { route: '/', path: '/projects' }]]);
    expect(window.vaq).toHaveLength(1);
  });

  it('only logs a script that fails to load, and page views keep queueing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const analytics = createInsightsAnalytics(SRC, createScriptLoader());
    const started = analytics.start();
    insightsScripts()[0].dispatchEvent(new Event('error'));

    await expect(started).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      'Analytics script failed to load.',
      new Error(`Script failed to load: ${SRC}`),
    );
    expect(() => analytics.pageView('/', '/')).not.toThrow();
    expect(window.vaq).toEqual([['pageview', { route: '/', path: '/' }]]);
  });
});
