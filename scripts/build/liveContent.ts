import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import type { Compiler } from 'webpack';
import { ContentError } from '../content/contentRules';
import type { LoadedContent } from '../content/ownerFolder';
import { readSiteContent, siteContent, keepSiteContent } from '../content/siteContent';
import type { BuiltWriting } from '../writing/buildWriting';
import { WritingError } from '../writing/problems';
import { prepareContent } from './contentStep';
import type { PreparedContent } from './contentStep';
import { prepareDiscovery } from './discoveryStep';
import type { Discovery } from './discoveryStep';
import { prepareResumes } from './resumeStep';
import type { StartupScripts } from './startupScripts';
import { prepareWriting, writingOptions } from './writingStep';

/** What the build makes from the owner's folder before bundling: steps 2, 3b and 3c. */
export interface ContentBuild {
  content: PreparedContent;
  writing: BuiltWriting;
  discovery: Discovery;
}

const isOwnersMistake = (error: unknown): error is ContentError | WritingError =>
  error instanceof ContentError || error instanceof WritingError;

/** What the page reads: the content step, and the writing (its Writing section, its blog link). */
async function pageSteps(rootDir: string, production: boolean, read: LoadedContent) {
  const content = await prepareContent(rootDir, read);
  const writing = await prepareWriting(rootDir, production, read);
  return { content, writing };
}

/** What the page links: the posts' social cards, then the resumes (Chromium prints their PDFs). */
async function linkedSteps(
  rootDir: string,
  startup: StartupScripts,
  { content, writing }: Omit<ContentBuild, 'discovery'>,
): Promise<Discovery> {
  const discovery = await prepareDiscovery(rootDir, writing.writing, content.read);
  // The resumes' pages link the language's blog and feeds.
  const script = `/${startup.documents.name}`;
  await prepareResumes(rootDir, content, startup.theme, writing.writing, script);
  return discovery;
}

/** The build's start: an owner's mistake stops it with the list of fixes, no stack trace. */
export async function firstContentBuild(
  rootDir: string,
  production: boolean,
  startup: StartupScripts,
): Promise<ContentBuild> {
  try {
    const made = await pageSteps(rootDir, production, siteContent());
    return { ...made, discovery: await linkedSteps(rootDir, startup, made) };
  } catch (error) {
    if (!isOwnersMistake(error)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Where the steps write what the bundles import and copy (contentStep.ts, writingStep.ts,
 * discoveryStep.ts; the resumes go into the content step's folder). The development server's
 * watcher leaves them alone: LiveContent starts the compilation that reads them, so a save makes
 * one, not one more for each file the steps wrote. webpack still checks their times then.
 */
export const liveOutputs = (rootDir: string) =>
  ['.local/content', '.local/writing', '.local/cards'].map((dir) => path.join(rootDir, dir));

const KEPT =
  'The page keeps what the last good save built; save the fix and it updates, no restart needed.';

/** The development server, whose open pages reload once a save is built. */
export interface ReloadingServer {
  middleware?: { publish(payload: { action: 'reload'; file?: string }): unknown };
}

const languagesOf = (read: LoadedContent) =>
  read.owner.site.languages.map((language) => language.code).join(', ');

const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}${path.sep}`);

/**
 * The development server's content, live. webpack watches the owner's folder; a save there
 * reads it again and runs the steps the page reads (content, writing) before the compilation
 * that follows, whose pages (their texts are no module) and modules (`@build/owner`,
 * `@build/content-images`) carry it; then the server reloads every open page, and the steps
 * the page only links (post cards, resumes) run and are served by one more compilation. An
 * owner's mistake is that compilation's error (in the terminal and the page's overlay); the
 * last good content stays until a save fixes it.
 */
export class LiveContent {
  private build: ContentBuild;
  private problem: string | null = null;
  /** The linked steps of a save, which the next save waits for (they write the same folders). */
  private linked: Promise<void> | null = null;
  private made: Omit<ContentBuild, 'discovery'> | null = null;
  private server: ReloadingServer | null = null;

  constructor(
    private readonly rootDir: string,
    private readonly startup: StartupScripts,
    first: ContentBuild,
  ) {
    this.build = first;
  }

  /** The last good build: what the plugins and pages read at each compilation. */
  current = (): ContentBuild => this.build;

  /** The server whose pages reload once a save is built (webpack.config.ts's setupMiddlewares). */
  attach(server: ReloadingServer): void {
    this.server = server;
  }

  private watched(): string[] {
    const { read } = this.build.content;
    const posts = writingOptions(this.rootDir, false, read).postsDir;
    return [read.dir, ...(posts && !inside(posts, read.dir) ? [posts] : [])];
  }

  /** The page's steps again, from the folder as saved; an owner's mistake becomes the problem. */
  private async rebuild(saved: string): Promise<void> {
    await this.linked;
    const started = Date.now();
    try {
      const read = readSiteContent();
      if (languagesOf(read) !== languagesOf(this.build.content.read)) {
        this.problem = `site.yaml's languages are now ${languagesOf(read)}: each has pages of its own, made when the server starts. Stop \`npm start\` (Ctrl-C) and start it again.`;
        return;
      }
      this.made = await pageSteps(this.rootDir, false, read);
      this.build = { ...this.made, discovery: this.build.discovery };
      keepSiteContent(read);
      this.problem = null;
      console.info(`Content built again after ${saved} was saved, in ${Date.now() - started} ms.`);
    } catch (error) {
      if (!isOwnersMistake(error)) throw error;
      this.problem = `${error.message}\n${KEPT}`;
    }
  }

  /** After the page's compilation: the post cards and resumes, then a compilation to serve them. */
  private linkAfterwards(compiler: Compiler, made: Omit<ContentBuild, 'discovery'>): void {
    this.linked = linkedSteps(this.rootDir, this.startup, made).then(
      (discovery) => {
        if (this.build.content === made.content) this.build = { ...this.build, discovery };
        compiler.watching?.invalidate();
      },
      (error: unknown) => {
        this.problem = error instanceof Error ? error.message : String(error);
        compiler.watching?.invalidate();
      },
    );
  }

  apply(compiler: Compiler): void {
    const name = 'LiveContent';
    compiler.hooks.watchRun.tapPromise(name, async () => {
      const changes = [...(compiler.modifiedFiles ?? []), ...(compiler.removedFiles ?? [])];
      const watched = this.watched();
      // The file itself rather than its folder, when the watcher names both.
      const saved = changes
        .filter((file) => watched.some((dir) => inside(file, dir)))
        .sort((a, b) => b.length - a.length)[0];
      if (saved !== undefined) await this.rebuild(path.relative(this.rootDir, saved));
      // What webpack read of them before is stale once the steps have run.
      compiler.inputFileSystem?.purge?.(liveOutputs(this.rootDir));
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // A new or removed file (the folders), an edited one (its file, named by the watcher).
      const watched = this.watched();
      compilation.contextDependencies.addAll(watched);
      for (const dir of watched.filter((folder) => existsSync(folder))) {
        for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
          if (entry.isFile())
            compilation.fileDependencies.add(path.join(entry.parentPath, entry.name));
        }
      }
      if (this.problem) compilation.errors.push(new webpack.WebpackError(this.problem));
    });
    compiler.hooks.done.tap(name, (stats) => {
      if (this.made === null || stats.hasErrors()) return;
      const made = this.made;
      this.made = null;
      this.server?.middleware?.publish({ action: 'reload' });
      this.linkAfterwards(compiler, made);
    });
  }
}
