/** Something that names itself and the names it must come after. */
export interface Dependent {
  name: string;
  dependencies: readonly string[];
}

/**
 * The items with each one after those it depends on; among items free to go, name order, so the
 * answer is the same on every machine. A dependency nobody provides, or a cycle, is an error.
 */
export function inDependencyOrder<T extends Dependent>(items: readonly T[]): T[] {
  const byName = new Map(items.map((item) => [item.name, item]));
  for (const item of items)
    for (const dependency of item.dependencies)
      if (!byName.has(dependency))
        throw new Error(`${item.name} depends on ${dependency}, which is not there`);
  const done = new Set<string>();
  const ordered: T[] = [];
  while (ordered.length < items.length) {
    const next = [...byName.values()]
      .filter((item) => !done.has(item.name) && item.dependencies.every((name) => done.has(name)))
      .sort((a, b) => (a.name < b.name ? -1 : 1))[0];
    if (!next) {
      const left = [...byName.keys()].filter((name) => !done.has(name));
      throw new Error(`these depend on each other in a cycle: ${left.join(', ')}`);
    }
    done.add(next.name);
    ordered.push(next);
  }
  return ordered;
}
