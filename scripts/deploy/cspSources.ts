/**
 * A Content-Security-Policy's services: each directive's sources without the inline scripts'
 * hashes, which change with every build. Two policies allow the same services when these are
 * equal.
 */
export function cspServices(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    directives.set(name, new Set(sources.filter((source) => !/^'sha(256|384|512)-/.test(source))));
  }
  return directives;
}

/** What `served` allows that `configured` does not, and what it lacks; empty when equal. */
export function cspDifferences(served: string, configured: string): string[] {
  const got = cspServices(served);
  const want = cspServices(configured);
  const differences: string[] = [];
  for (const name of new Set([...got.keys(), ...want.keys()])) {
    const extra = [...(got.get(name) ?? [])].filter((source) => !want.get(name)?.has(source));
    const missing = [...(want.get(name) ?? [])].filter((source) => !got.get(name)?.has(source));
    if (extra.length > 0)
      differences.push(`${name} allows ${extra.join(' ')}, which the configuration does not use`);
    if (missing.length > 0)
      differences.push(`${name} lacks ${missing.join(' ')}, which the configuration uses`);
  }
  return differences;
}
