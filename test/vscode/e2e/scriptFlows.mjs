// UI flow for script checks as a person meets them: a KubeJS script that names an item no mod provides shows the
// problem in the Problems panel, and completion inside an id offers the pack's items with their names and mods. It
// runs on a workspace of its own (a Prism instance with a content mod) and saves the screenshots the README shows,
// in the light and dark themes, as .test-output/vscode/scripts-<theme>.png.
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { openProblems, problemRows, runCommand, sleep, waitUntil } from './workbench.mjs';

const INSTANCE = 'Create Pack';
const SCRIPT = 'recipes.js';
const SCRIPT_TEXT = `// Brass for the early game
ServerEvents.recipes((event) => {
  event.remove({ output: 'create:brass_ingot' })
  event.shaped('create:brass_ingot', ['AA', 'AA'], {
    A: 'create:brass_nuget',
  })
  event.smelting('create:brass_ingot', 'create:crushed_raw_zinc')
})
`;

function jarBytes(entries) {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text), name);
    zip.end();
    const chunks = [];
    zip.outputStream.on('data', (chunk) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

async function makeScriptWorkspace(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  const instance = path.join(dir, INSTANCE);
  const game = path.join(instance, 'minecraft');
  fs.mkdirSync(path.join(game, 'mods'), { recursive: true });
  fs.mkdirSync(path.join(game, 'kubejs', 'server_scripts'), { recursive: true });
  fs.writeFileSync(
    path.join(instance, 'instance.cfg'),
    `[General]\nConfigVersion=1.2\nInstanceType=OneSix\nname=${INSTANCE}\n`,
  );
  fs.writeFileSync(
    path.join(instance, 'mmc-pack.json'),
    JSON.stringify({
      formatVersion: 1,
      components: [
        { uid: 'net.minecraft', version: '1.20.1', important: true },
        { uid: 'net.fabricmc.fabric-loader', version: '0.15.7' },
      ],
    }),
  );
  const items = {
    brass_ingot: 'Brass Ingot',
    brass_nugget: 'Brass Nugget',
    brass_sheet: 'Brass Sheet',
    brass_hand: 'Brass Hand',
    crushed_raw_zinc: 'Crushed Raw Zinc',
    zinc_ingot: 'Zinc Ingot',
  };
  const lang = Object.fromEntries(Object.entries(items).map(([id, name]) => [`item.create.${id}`, name]));
  const entries = {
    'fabric.mod.json': JSON.stringify({
      schemaVersion: 1,
      id: 'create',
      version: '0.5.1',
      name: 'Create',
      environment: '*',
      depends: { fabricloader: '>=0.15.0', minecraft: '~1.20.1' },
    }),
    'assets/create/lang/en_us.json': JSON.stringify(lang),
    'data/create/tags/items/brass_things.json': JSON.stringify({
      values: ['create:brass_ingot', 'create:brass_sheet'],
    }),
  };
  for (const id of Object.keys(items)) {
    entries[`assets/create/models/item/${id}.json`] = JSON.stringify({ parent: 'item/generated' });
  }
  fs.writeFileSync(path.join(game, 'mods', 'create-fabric-0.5.1.jar'), await jarBytes(entries));
  fs.writeFileSync(path.join(game, 'kubejs', 'server_scripts', SCRIPT), SCRIPT_TEXT);
  return dir;
}

/** Picks a color theme by name; returns the name of the theme it replaced. */
async function pickTheme(page, name) {
  await runCommand(page, 'Preferences: Color Theme');
  const widget = page.locator('.quick-input-widget');
  const input = widget.locator('.quick-input-box input');
  const current = widget.locator('.monaco-list-row.focused .label-name').first();
  const before = await waitUntil(
    async () => ((await current.isVisible()) ? (await current.innerText()).trim() : ''),
    'the color theme picker did not focus the current theme',
  );
  await input.fill(name);
  const row = widget.locator('.monaco-list-row', { hasText: name }).first();
  await waitUntil(() => row.isVisible(), `no color theme "${name}"`);
  await input.press('Enter');
  await waitUntil(async () => !(await widget.isVisible()), 'the theme picker stayed open', 30_000);
  return before;
}

/** @param {{ outputDir: string }} options */
export function scriptFlows({ outputDir }) {
  const workspace = path.join(outputDir, 'workspace-scripts');
  return [
    {
      name: 'a KubeJS script: the mistyped id is in the Problems panel, and completion offers the pack items by name',
      async run({ page, openWorkspace, log }) {
        await makeScriptWorkspace(workspace);
        await openWorkspace(workspace);
        await runCommand(page, 'Go to File');
        const quickOpen = page.locator('.quick-input-widget .quick-input-box input');
        await quickOpen.fill(SCRIPT);
        const fileRow = page.locator('.quick-input-widget .monaco-list-row', { hasText: SCRIPT }).first();
        await waitUntil(() => fileRow.isVisible(), `${SCRIPT} is not found by Go to File`);
        await quickOpen.press('Enter');
        await waitUntil(
          async () => (await page.locator('.tabs-container .tab').allTextContents()).some((t) => t.includes(SCRIPT)),
          `${SCRIPT} did not open`,
        );
        await openProblems(page);
        const rows = await waitUntil(
          async () => {
            const text = (await problemRows(page)).join('\n');
            return text.includes('create:brass_nuget') && text.includes('create:brass_nugget') ? text : null;
          },
          async () =>
            `the Problems panel does not name the mistyped id with its suggestion; it shows:\n${(await problemRows(page)).join('\n')}`,
        );
        log(rows.split('\n').slice(0, 3).join(' / '));
        if (rows.includes('create:brass_ingot') && !rows.includes('brass_nuget')) {
          throw new Error('a known id was reported');
        }

        // Completion inside an id: the cursor after `create:brass_` on line 5, then Ctrl+Space.
        const suggest = page.locator('.editor-widget.suggest-widget');
        // Go to Line through its own input only: a Ctrl+G the workbench misses must not type `5:22` into the script.
        const goToLine = page.locator('.quick-input-widget .quick-input-box input');
        const complete = async () => {
          await waitUntil(
            async () => {
              await page.locator('.tabs-container .tab', { hasText: SCRIPT }).first().click();
              await page.keyboard.press('Control+G');
              const opened = await goToLine.waitFor({ state: 'visible', timeout: 3000 }).then(
                () => true,
                () => false,
              );
              if (!opened) return false;
              await goToLine.fill(':5:22');
              await goToLine.press('Enter');
              await sleep(300);
              return (await page.locator('.statusbar').innerText()).includes('Ln 5, Col 22');
            },
            async () =>
              `the cursor did not reach line 5, column 22; the status bar shows: ${await page.locator('.statusbar').innerText()}`,
            30_000,
            1000,
          );
          await page.keyboard.press('Control+Space');
          return waitUntil(
            async () => {
              const text = (await suggest.locator('.monaco-list-row').allTextContents()).join(' | ');
              return text.includes('create:brass_ingot') && text.includes('Brass Nugget') ? text : null;
            },
            async () =>
              `no pack items in the completion list; it shows: ${(await suggest.locator('.monaco-list-row').allTextContents()).join(' | ')}`,
            60_000,
          );
        };
        log(`completion: ${(await complete()).slice(0, 160)}`);
        let original = null;
        for (const theme of ['Light Modern', 'Dark Modern']) {
          await page.keyboard.press('Escape');
          const replaced = await pickTheme(page, theme);
          original ??= replaced;
          await complete();
          await sleep(800);
          const file = path.join(outputDir, `scripts-${theme.startsWith('Light') ? 'light' : 'dark'}.png`);
          await page.screenshot({ path: file });
          log(`screenshot: ${file}`);
        }
        await page.keyboard.press('Escape');
        if (original !== null && original !== 'Dark Modern') await pickTheme(page, original);
      },
    },
  ];
}
