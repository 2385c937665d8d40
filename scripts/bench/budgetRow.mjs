// One row of the bench's budget table, as every judging module builds it.

/** { budget, actual, limit, pass }: pass 'PASS' or 'FAIL'. */
export const row = (budget, actual, limit, pass) => ({
  budget,
  actual,
  limit,
  pass: pass ? 'PASS' : 'FAIL',
});
