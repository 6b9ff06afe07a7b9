/** The fields of Rollup's output chunks the build tools read (fakes in their tests carry only these). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  code: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

export interface AssetLike {
  type: 'asset';
}

export type BundleLike = Record<string, ChunkLike | AssetLike>;

/** The bundle's chunks by file name. */
export function chunksOf(bundle: BundleLike): Map<string, ChunkLike> {
  const chunks = new Map<string, ChunkLike>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  return chunks;
}

/** The chunk and its static imports not yet seen, depth first: the order a browser discovers them. */
export function closure(start: string, chunks: Map<string, ChunkLike>, seen = new Set<string>(), out: string[] = []) {
  if (seen.has(start)) return out;
  seen.add(start);
  out.push(start);
  for (const dep of chunks.get(start)?.imports ?? []) closure(dep, chunks, seen, out);
  return out;
}

/**
 * The chunk holding a source module (a path under the web app, e.g. "src/app/app-routes.tsx"):
 * by module, since the bundler may name a route's chunk by hash or merge it with another.
 */
export function chunkOfModule(chunks: Map<string, ChunkLike>, module: string): ChunkLike {
  const found = [...chunks.values()].find((c) => c.moduleIds.some((id) => id.endsWith(`/${module}`)));
  // A moved or renamed module must not silently drop a page from the report or its preloads.
  if (!found) throw new Error(`no chunk holds ${module}`);
  return found;
}
