import { islandNameFromPath } from '../../core/islands';

/** Island modules by name, from the paths `import.meta.glob` reports; a file that is not an island is an error. */
export function byIslandName<T>(modules: Record<string, T>): Map<string, T> {
  return new Map(
    Object.entries(modules).map(([modulePath, module]) => {
      const name = islandNameFromPath(modulePath);
      if (!name) throw new Error(`${modulePath} is not an island module`);
      return [name, module] as const;
    }),
  );
}
