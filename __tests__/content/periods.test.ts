/** @jest-environment node */
import { periodPieces, periodText } from '../../src/content/periods';

/** A period's pieces as [text, dateTime] pairs, dateTime undefined between the dates. */
const pieces = (startDate?: string, endDate?: string) =>
  periodPieces({ startDate, endDate }, 'en-GB', 'present')?.map(({ text, dateTime }) => [
    text,
    dateTime,
  ]);

describe("a period's pieces, each date with its machine-readable form", () => {
  it.each([
    ['2017', '2019-04-15', [['2017', '2017'], [' – '], ['Apr 2019', '2019-04']]],
    ['2019-04', '2019-09', [['Apr', '2019-04'], [' – '], ['Sept 2019', '2019-09']]],
    ['2019-04-02', undefined, [['Apr 2019', '2019-04'], [' – present']]],
    ['2019-04', '2019', [['2019', '2019']]],
    ['2019-04-01', '2019-04-30', [['Apr 2019', '2019-04']]],
    [undefined, '2020-02', [['Feb 2020', '2020-02']]],
  ])('%s to %s', (start, end, expected) => {
    expect(pieces(start, end)).toEqual(expected.map(([text, dateTime]) => [text, dateTime]));
    // Together they are the period as one text, as the resume kinds show it.
    expect(periodText({ startDate: start, endDate: end }, 'en-GB', 'present')).toBe(
      expected.map(([text]) => text).join(''),
    );
  });

  it('has none without dates', () => {
    expect(periodPieces({}, 'en-GB', 'present')).toBeUndefined();
    expect(periodText({}, 'en-GB', 'present')).toBeUndefined();
  });
});
