import * as z from 'zod';

/** One downloadable file of a version, with the hashes Modrinth lists for it. */
export interface ModrinthFile {
  url: string;
  filename: string;
  primary: boolean;
  size: number;
  sha1: string;
  sha512: string;
}

export type ModrinthDependencyType = 'required' | 'optional' | 'incompatible' | 'embedded';

export interface ModrinthDependency {
  projectId: string | null;
  versionId: string | null;
  fileName: string | null;
  type: ModrinthDependencyType;
}

/** A version (release) of a project, as `GET /version/{id}` and the version lists return it. */
export interface ModrinthVersion {
  id: string;
  projectId: string;
  name: string;
  versionNumber: string;
  versionType: string;
  loaders: string[];
  gameVersions: string[];
  datePublished: string;
  files: ModrinthFile[];
  dependencies: ModrinthDependency[];
  /** The version's notes (Markdown), only when asked for (`includeChangelog`) and Modrinth has some. */
  changelog?: string;
}

export interface ModrinthProject {
  id: string;
  slug: string;
  title: string;
  description: string;
  projectType: string;
  loaders: string[];
  gameVersions: string[];
  downloads: number;
  clientSide: string;
  serverSide: string;
  /** The project's license id (SPDX or `LicenseRef-…`), when the answer carries one. */
  license?: string | null;
}

export interface ModrinthSearchHit {
  projectId: string;
  slug: string;
  title: string;
  description: string;
  projectType: string;
  author: string;
  downloads: number;
  categories: string[];
  versions: string[];
}

export interface ModrinthSearchPage {
  hits: ModrinthSearchHit[];
  offset: number;
  limit: number;
  totalHits: number;
}

const str = z.string();
/** Dependency types the API documents; an unknown one is treated as optional (never blocks, never auto-installed). */
const DEPENDENCY_TYPES: readonly ModrinthDependencyType[] = ['required', 'optional', 'incompatible', 'embedded'];
const strList = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

const fileSchema = z.object({
  url: str,
  filename: str,
  primary: z.boolean().nullish(),
  size: z.number().int().nonnegative(),
  hashes: z.object({ sha1: str.nullish(), sha512: str.nullish() }),
});

const dependencySchema = z.object({
  project_id: str.nullish(),
  version_id: str.nullish(),
  file_name: str.nullish(),
  dependency_type: z.string(),
});

export const versionSchema = z
  .object({
    id: str,
    project_id: str,
    name: str.nullish(),
    version_number: str,
    version_type: str.nullish(),
    loaders: strList,
    game_versions: strList,
    date_published: str.nullish(),
    files: z.array(fileSchema),
    dependencies: z.array(dependencySchema).nullish(),
    changelog: str.nullish(),
  })
  .transform((v): ModrinthVersion => ({
    ...(typeof v.changelog === 'string' ? { changelog: v.changelog } : {}),
    id: v.id,
    projectId: v.project_id,
    name: v.name ?? v.version_number,
    versionNumber: v.version_number,
    versionType: v.version_type ?? 'release',
    loaders: v.loaders,
    gameVersions: v.game_versions,
    datePublished: v.date_published ?? '',
    files: v.files.map((f) => ({
      url: f.url,
      filename: f.filename,
      primary: f.primary === true,
      size: f.size,
      sha1: (f.hashes.sha1 ?? '').toLowerCase(),
      sha512: (f.hashes.sha512 ?? '').toLowerCase(),
    })),
    dependencies: (v.dependencies ?? []).map((d) => ({
      projectId: d.project_id ?? null,
      versionId: d.version_id ?? null,
      fileName: d.file_name ?? null,
      type: DEPENDENCY_TYPES.includes(d.dependency_type as ModrinthDependencyType)
        ? (d.dependency_type as ModrinthDependencyType)
        : 'optional',
    })),
  }));

export const projectSchema = z
  .object({
    id: str,
    slug: str.nullish(),
    title: str.nullish(),
    description: str.nullish(),
    project_type: str,
    loaders: strList,
    game_versions: strList,
    downloads: z.number().nullish(),
    client_side: str.nullish(),
    server_side: str.nullish(),
    license: z.object({ id: str.nullish() }).nullish().catch(null),
  })
  .transform((p): ModrinthProject => ({
    id: p.id,
    slug: p.slug ?? p.id,
    title: p.title ?? p.slug ?? p.id,
    description: p.description ?? '',
    projectType: p.project_type,
    loaders: p.loaders,
    gameVersions: p.game_versions,
    downloads: p.downloads ?? 0,
    clientSide: p.client_side ?? 'unknown',
    serverSide: p.server_side ?? 'unknown',
    license: p.license?.id ?? null,
  }));

export const searchSchema = z
  .object({
    hits: z.array(
      z.object({
        project_id: str,
        slug: str.nullish(),
        title: str.nullish(),
        description: str.nullish(),
        project_type: str,
        author: str.nullish(),
        downloads: z.number().nullish(),
        categories: strList,
        versions: strList,
      }),
    ),
    offset: z.number().int().nullish(),
    limit: z.number().int().nullish(),
    total_hits: z.number().int().nullish(),
  })
  .transform((s): ModrinthSearchPage => ({
    hits: s.hits.map((h) => ({
      projectId: h.project_id,
      slug: h.slug ?? h.project_id,
      title: h.title ?? h.slug ?? h.project_id,
      description: h.description ?? '',
      projectType: h.project_type,
      author: h.author ?? '',
      downloads: h.downloads ?? 0,
      categories: h.categories,
      versions: h.versions,
    })),
    offset: s.offset ?? 0,
    limit: s.limit ?? s.hits.length,
    totalHits: s.total_hits ?? s.hits.length,
  }));

/** The file a version is installed from: the one marked primary, else the first (as the API documents). */
export function primaryFile(version: ModrinthVersion): ModrinthFile | undefined {
  return version.files.find((f) => f.primary) ?? version.files[0];
}
