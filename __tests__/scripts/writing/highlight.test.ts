import { CodeHighlighter } from '../../../scripts/writing/highlight';

const CODE =
  'const booking = await bookings.insertOne({ household, slot });\nexport { booking };\n';

/** The block's element tree, highlighted by a fresh highlighter, as text. */
async function highlighted(): Promise<string> {
  return JSON.stringify(await new CodeHighlighter().highlight(CODE, 'ts'));
}

describe('CodeHighlighter', () => {
  it('colours the same on a machine so slow that each step of a line takes a second', async () => {
    const onTime = await highlighted();
    let now = Date.now();
    // Every reading of the clock a second after the last: Shiki's time limit, had it one, would
    // stop each line after its first step and leave the rest in one colour.
    jest.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    expect(await highlighted()).toBe(onTime);
    expect(onTime).toContain('booking');
    expect(new Set(onTime.match(/--shiki-light:#[0-9A-F]{6}/gi)).size).toBeGreaterThan(2);
  });
});
