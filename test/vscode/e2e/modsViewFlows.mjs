// The Mods view as a person uses it: open it in the Nova side bar, untick a mod's checkbox (the jar is renamed at
// once), and take it back with "Nova: Undo Last Change". Runs after the Problems-panel flows on the same workspace
// and leaves the files and the view's pane as it found them.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { exists, runCommand, sleep, waitUntil } from './workbench.mjs';

const sample = await tsImport('../makeWorkspace.ts', import.meta.url);
const onDisk = (workspace, relative) => path.join(workspace, ...relative.split('/'));

/** The side-bar pane titled `title` ("Mods", "Chat") and its header. */
export function sidebarPane(page, title) {
  const titled = page.locator('h3.title', { hasText: new RegExp(`^${title}$`, 'i') });
  const header = page.locator('.part.sidebar .pane-header', { has: titled }).first();
  // `has` is matched inside each pane, so its locator must be relative to the pane.
  const pane = page
    .locator('.part.sidebar .pane')
    .filter({ has: page.locator('.pane-header h3.title', { hasText: new RegExp(`^${title}$`, 'i') }) })
    .first();
  return { header, pane };
}

/** Expands or collapses a side-bar pane by clicking its header; returns whether it was expanded before. */
export async function setExpanded(page, title, expanded) {
  const { header } = sidebarPane(page, title);
  await waitUntil(() => header.isVisible(), `the Nova side bar has no "${title}" pane`);
  const before = (await header.getAttribute('aria-expanded')) === 'true';
  if (before !== expanded) await header.click();
  // A click the workbench misses (a re-layout under the pointer) is made again every few seconds until the pane is
  // in the state asked for; the state is read before each new click, so a slow toggle is never undone.
  let polls = 0;
  await waitUntil(
    async () => {
      if (((await header.getAttribute('aria-expanded')) === 'true') === expanded) return true;
      if (++polls % 10 === 0) await header.click();
      return false;
    },
    `the ${title} pane did not ${expanded ? 'expand' : 'collapse'}`,
    30_000,
  );
  return before;
}

/** The tree row whose label is `label` under the instance `instance` (rows are flat in the DOM, in order). */
export async function rowOf(pane, instance, label) {
  const rows = pane.locator('.monaco-list-row');
  return waitUntil(
    async () => {
      const texts = await rows.allTextContents();
      const start = texts.findIndex((t) => t.includes(instance));
      if (start < 0) return null;
      for (let i = start + 1; i < texts.length; i++) {
        if ((await rows.nth(i).getAttribute('aria-level')) === '1') break;
        if (texts[i].trim().startsWith(label)) return rows.nth(i);
      }
      return null;
    },
    async () =>
      `no row "${label}" under "${instance}" in the Mods view; rows: ${(await rows.allTextContents()).join(' | ')}`,
  );
}

function checkboxOf(row) {
  return row.locator('.custom-view-tree-node-item-checkbox, [role="checkbox"]').first();
}

async function isChecked(row) {
  const box = checkboxOf(row);
  const aria = await box.getAttribute('aria-checked');
  if (aria !== null) return aria === 'true';
  return ((await box.getAttribute('class')) ?? '').includes('checked');
}

export function modsViewFlows({ outputDir }) {
  return [
    {
      name: 'Mods view: unticking a mod renames its jar at once, and "Nova: Undo Last Change" brings it back',
      async run({ page, workspace, log }) {
        await runCommand(page, 'Nova: Open Chat');
        // The list is virtual (rows out of sight are not in the page): the chat pane makes room while this runs.
        const modsWasOpen = await setExpanded(page, 'Mods', true);
        const chatWasOpen = await setExpanded(page, 'Chat', false);
        const { pane } = sidebarPane(page, 'Mods');
        const jar = onDisk(workspace, sample.CLEAN_JARS[1]);
        if (!exists(jar)) throw new Error(`${jar} is missing before the flow`);
        const problemRow = await rowOf(pane, sample.PROBLEM_INSTANCE, 'Beta');
        log(`Problem Pack row: ${(await problemRow.innerText()).replace(/\s+/g, ' ')}`);
        let row = await rowOf(pane, sample.CLEAN_INSTANCE, 'Epsilon');
        const text = (await row.innerText()).replace(/\s+/g, ' ');
        if (!/1\.0\.0/.test(text) || !/Fabric/.test(text))
          throw new Error(`the Epsilon row lacks version and loader: ${text}`);
        if (!(await isChecked(row))) throw new Error('the enabled Epsilon jar shows an unticked checkbox');
        await sleep(500);
        const shot = path.join(outputDir, 'mods-view.png');
        // The top of the side bar (docs/mods-view.png in the README): the two instances and their mods.
        const box = await page.locator('.part.sidebar').first().boundingBox();
        if (box === null) throw new Error('the side bar has no box to take a picture of');
        await page.screenshot({
          path: shot,
          timeout: 30_000,
          clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, 300) },
        });
        log(`screenshot: ${shot}`);

        await checkboxOf(row).click();
        await waitUntil(
          () => exists(`${jar}.disabled`) && !exists(jar),
          `${path.basename(jar)} was not renamed to .disabled after unticking its checkbox`,
          60_000,
        );
        log(`${path.basename(jar)} → ${path.basename(jar)}.disabled on disk`);
        await waitUntil(
          async () => {
            row = await rowOf(pane, sample.CLEAN_INSTANCE, 'Epsilon');
            return !(await isChecked(row)) && /disabled/.test(await row.innerText());
          },
          'the Epsilon row did not show it disabled after the rename',
          60_000,
        );

        await runCommand(page, 'Nova: Undo Last Change');
        await waitUntil(() => exists(jar) && !exists(`${jar}.disabled`), 'Undo did not rename the jar back', 60_000);
        await waitUntil(
          async () => {
            row = await rowOf(pane, sample.CLEAN_INSTANCE, 'Epsilon');
            return isChecked(row);
          },
          'the Epsilon checkbox stayed unticked after Undo',
          60_000,
        );
        log('Undo renamed it back and the checkbox is ticked again');
        // Putting the panes back is tidying for the flows after this one, not what this flow checks: a pane VS Code
        // keeps open (the last expanded one of the container) is logged, not a failure.
        for (const [title, open] of [
          ['Chat', chatWasOpen],
          ['Mods', modsWasOpen],
        ]) {
          await setExpanded(page, title, open).catch((error) => log(`could not restore the ${title} pane: ${error}`));
        }
      },
    },
  ];
}
