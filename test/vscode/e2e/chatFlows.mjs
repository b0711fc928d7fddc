// End-to-end flows of the Nova chat, as a person uses it: type a question, watch the answer stream in with tool
// cards, untick one item of the checklist and accept, undo from the chat, stop a slow answer, and find the
// conversation again after a reload. The scripted model (chatFakeModel.ts) is started by the runner, which puts
// its URL into the user settings. Screenshots of the chat in the light, dark and high-contrast themes go to
// .test-output/vscode/chat-*.png.
import fs from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { exists, pickQuickPickItem, quickPickLabels, runCommand, sleep, waitUntil } from './workbench.mjs';

const model = await tsImport('./chatFakeModel.ts', import.meta.url);
const sample = await tsImport('../makeWorkspace.ts', import.meta.url);
const onDisk = (workspace, relative) => path.join(workspace, ...relative.split('/'));
const [DELTA, EPSILON] = sample.CLEAN_JARS;

/** The webview frame of the Nova chat (the one that has the prompt box). */
export async function chatFrame(page) {
  return waitUntil(
    async () => {
      for (const frame of page.frames()) {
        if (frame === page.mainFrame()) continue;
        if (
          (await frame
            .locator('#prompt')
            .count()
            .catch(() => 0)) > 0
        )
          return frame;
      }
      return null;
    },
    async () => `no Nova chat frame with a prompt box (${page.frames().length} frames)`,
  );
}

export async function openChat(page) {
  await runCommand(page, 'Nova: Open Chat');
  const frame = await chatFrame(page);
  await waitUntil(() => frame.locator('#send').isVisible(), 'the Send button never appeared');
  return frame;
}

export async function transcriptText(frame) {
  return (
    (await frame
      .locator('#transcript')
      .innerText()
      .catch(() => '')) ?? ''
  );
}

export async function ask(frame, text) {
  const prompt = frame.locator('#prompt');
  await prompt.click();
  await prompt.fill(text);
  await prompt.press('Enter');
}

/** `dark`, `light` or `high-contrast`, from the workbench's theme class. */
export async function themeKind(page) {
  const classes = ((await page.locator('.monaco-workbench').first().getAttribute('class')) ?? '').split(/\s+/);
  if (classes.includes('hc-black') || classes.includes('hc-light')) return 'high-contrast';
  return classes.includes('vs-dark') ? 'dark' : 'light';
}

/** Saves the side bar (the Nova view) as chat-<theme>.png in the output folder. */
async function sidebarShot(page, outputDir) {
  const file = path.join(outputDir, `chat-${await themeKind(page)}.png`);
  const sidebar = page.locator('.part.sidebar').first();
  await sidebar.screenshot({ path: file, timeout: 30_000 });
  return file;
}

/** Picks a color theme by its name in "Preferences: Color Theme"; returns the name of the theme it replaced. */
export async function pickColorTheme(page, name) {
  await runCommand(page, 'Preferences: Color Theme');
  const widget = page.locator('.quick-input-widget');
  // The picker opens with the current theme focused.
  const current = widget.locator('.monaco-list-row.focused .label-name').first();
  const before = await waitUntil(
    async () => ((await current.isVisible()) ? (await current.innerText()).trim() : ''),
    'the color theme picker did not focus the current theme',
  );
  await widget.locator('.quick-input-box input').fill(name);
  await pickQuickPickItem(page, name);
  return before;
}

/** Unticks the QuickPick row that contains `text` (its check box), then accepts with OK (or Enter). */
async function untickAndAccept(page, text, log) {
  const widget = page.locator('.quick-input-widget');
  const row = widget.locator('.monaco-list-row', { hasText: text }).first();
  await waitUntil(
    () => row.isVisible(),
    async () => `no checklist item with "${text}"; shown: ${await quickPickLabels(page)}`,
  );
  const box = row.locator('.quick-input-list-checkbox, input[type="checkbox"], .monaco-checkbox').first();
  const isChecked = async () => {
    const fromRow = await row.getAttribute('aria-checked');
    if (fromRow !== null) return fromRow === 'true';
    return box.isChecked().catch(async () => (await box.getAttribute('aria-checked')) === 'true');
  };
  if (!(await isChecked())) throw new Error(`"${text}" was not picked by default (safe items must be)`);
  await box.click();
  await waitUntil(async () => !(await isChecked()), `"${text}" stayed ticked after clicking its check box`, 15_000);
  log(`unticked "${text}"`);
  const ok = widget.locator('.quick-input-action .monaco-button, .monaco-button', { hasText: /^OK$/ }).first();
  if (await ok.isVisible().catch(() => false)) await ok.click();
  else {
    await widget.locator('.quick-input-box input').focus();
    await page.keyboard.press('Enter');
  }
  await waitUntil(async () => !(await widget.isVisible()), 'the checklist stayed open after accepting', 30_000);
}

/** True when `locator` lies inside the visible part of the transcript. */
async function inView(frame, locator) {
  const box = await locator.boundingBox();
  const area = await frame.locator('#transcript').boundingBox();
  if (box === null || area === null) return false;
  return box.y >= area.y - 1 && box.y + Math.min(box.height, 40) <= area.y + area.height + 1;
}

/** True when the element's text is not cut (no ellipsis: it fits its box). */
async function notCut(locator) {
  return locator.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);
}

/**
 * What the person sees while the checklist waits: short rows whose effect line is readable in full, the chat
 * saying it waits for them (no Stop), a review card listing the same items, and Escape keeping the decision open
 * until "Review changes…" shows the checklist again.
 */
async function reviewIsVisible(page, frame, log, outputDir) {
  const widget = page.locator('.quick-input-widget');
  const row = widget.locator('.monaco-list-row', { hasText: 'delta-1.0.jar' }).first();
  await waitUntil(() => row.isVisible(), 'no checklist row for delta-1.0.jar');
  const label = ((await row.locator('.label-name').first().innerText()) ?? '').trim();
  if (label !== 'Disable delta-1.0.jar') throw new Error(`the checklist row's label is "${label}"`);
  const line = row.locator('.quick-input-list-label .monaco-icon-label-container').first();
  const lineText = (await line.innerText()).replace(/\s+/g, ' ').trim();
  if (!lineText.includes('not deleted; can be renamed back'))
    throw new Error(`the row does not say the change can be taken back: "${lineText}"`);
  if (!(await notCut(line))) throw new Error(`the row's first line is cut off: "${lineText}"`);
  const detail = row.locator('.quick-input-list-label-meta .monaco-icon-label-container').first();
  const detailText = (await detail.innerText()).trim();
  if (!detailText.includes('Minecraft skips it'))
    throw new Error(`the row's detail does not say what happens: "${detailText}"`);
  if (!(await notCut(detail))) throw new Error(`the row's detail is cut off: "${detailText}"`);
  log(`checklist row: "${lineText}" / "${detailText}"`);
  const status = frame.locator('#chat-status');
  await waitUntil(
    async () => (await status.isVisible()) && (await status.innerText()).includes('Waiting for you'),
    async () => `the chat does not say it waits for the person: "${await status.innerText().catch(() => '')}"`,
  );
  if (await frame.locator('#stop').isVisible()) throw new Error('Stop is shown while the chat waits for the person');
  if ((await status.innerText()).includes('Waiting for the model'))
    throw new Error('the status says it waits for the model');
  const card = frame.locator('.review-card.pending');
  await waitUntil(() => card.isVisible(), 'no review card in the chat while the checklist is open');
  const cardText = await card.innerText();
  for (const expected of ['Disable delta-1.0.jar', 'Disable epsilon-1.0.jar', 'not deleted', 'List mods'])
    if (!cardText.includes(expected)) throw new Error(`the review card lacks "${expected}":\n${cardText}`);
  log('the chat waits for the person with a review card');
  await page.keyboard.press('Escape');
  await waitUntil(async () => !(await widget.isVisible()), 'Escape did not close the checklist', 15_000);
  await sleep(500);
  if (!(await card.isVisible())) throw new Error('Escape declined the changes instead of leaving them to review');
  await frame.locator('#review-changes').click();
  await waitUntil(() => row.isVisible(), '"Review changes…" did not show the checklist again', 30_000);
  log('Escape kept the changes; "Review changes…" reopened the checklist');
  const shot = path.join(outputDir, `review-${await themeKind(page)}.png`);
  await page.screenshot({ path: shot, timeout: 30_000 });
  log(`screenshot: ${shot}`);
  const listCard = frame.locator('.tool-card[data-tool="list_mods"] .tool-summary').first();
  const summary = (await listCard.innerText()).replace(/\s+/g, ' ').trim();
  if (!summary.includes('List mods') || !summary.includes('Listed 2 mods of Clean Pack'))
    throw new Error(`the list_mods card does not read as a person would: "${summary}"`);
  const args = await frame.locator('.tool-card[data-tool="list_mods"] .tool-args').first().innerText();
  if (/null|[{}]/.test(args)) throw new Error(`the card's arguments are raw JSON: ${args}`);
}

/**
 * The open checklist's row for `jar` as a person reads it: the label, the note and the detail are all shown in full
 * (nothing cut with an ellipsis) and contain the expected words; hovering the row's ⓘ shows where the idea came
 * from, in plain words. Returns the row's visible text.
 */
async function checklistRowReadable(page, { label, note, detail }) {
  const widget = page.locator('.quick-input-widget');
  const row = widget.locator('.monaco-list-row', { hasText: label }).first();
  await waitUntil(
    () => row.isVisible(),
    async () => `no checklist row "${label}"; shown: ${await quickPickLabels(page)}`,
  );
  const [first, second] = await row.evaluate((node) =>
    [...node.querySelectorAll('.monaco-icon-label-container')].map((c) => ({
      text: c.textContent.replace(/\s+/g, ' ').trim(),
      cut: c.scrollWidth > c.clientWidth + 1,
    })),
  );
  if (first === undefined || second === undefined) throw new Error(`the row for ${label} has no detail line`);
  if (!first.text.includes(label) || !first.text.includes(note))
    throw new Error(`the row's first line lacks "${label}" or "${note}": "${first.text}"`);
  if (first.cut) throw new Error(`the row's first line is cut off: "${first.text}"`);
  if (!second.text.includes(detail)) throw new Error(`the row's detail lacks "${detail}": "${second.text}"`);
  if (second.cut) throw new Error(`the row's detail is cut off: "${second.text}"`);
  await row.hover();
  const info = row.locator('.action-label.codicon-info').first();
  await waitUntil(() => info.isVisible(), 'the row has no ⓘ button for where the idea came from', 15_000);
  await info.hover();
  const tooltip = page.locator('.workbench-hover, .monaco-hover', { hasText: 'Nova suggested this' }).first();
  await waitUntil(
    () => tooltip.isVisible(),
    async () =>
      `hovering ⓘ does not say where the idea came from; hovers: ${(await page.locator('.workbench-hover, .monaco-hover').allInnerTexts()).join(' | ')}`,
    15_000,
  );
  const words = await tooltip.innerText();
  if (/list_|ids taken from/.test(words)) throw new Error(`the provenance is jargon: "${words}"`);
  return `${first.text} / ${second.text} / ⓘ ${words.trim()}`;
}

/** Saves the top of the window with the open checklist as checklist-<theme>.png (cropped to the checklist). */
async function checklistShot(page, outputDir) {
  const box = await page.locator('.quick-input-widget').boundingBox();
  if (box === null) throw new Error('the checklist is not on screen for its screenshot');
  const file = path.join(outputDir, `checklist-${await themeKind(page)}.png`);
  const x = Math.max(0, box.x - 16);
  await page.screenshot({
    path: file,
    clip: { x, y: 0, width: Math.min(box.width + 32 + 200, 1440 - x), height: box.y + box.height + 48 },
    timeout: 30_000,
  });
  return file;
}

/** Shows the checklist again from the review card when a palette command (a theme switch) put it away. */
async function reopenChecklist(page, frame, label) {
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: label }).first();
  await waitUntil(
    async () => {
      if (await row.isVisible()) return true;
      await frame.locator('#review-changes').click();
      await sleep(1000);
      return row.isVisible();
    },
    '"Review changes…" did not show the checklist again',
    60_000,
    1000,
  );
}

export function chatFlows({ outputDir }) {
  return [
    {
      name: 'chat: streamed answer and tool cards, checklist with one item unticked, exactly one jar renamed, Undo restores it',
      async run({ page, workspace, log }) {
        const frame = await openChat(page);
        await frame.locator('#new-chat').click();
        await ask(frame, `Please ${model.ASK_DISABLE}.`);
        const intro = 'I looked at Clean Pack';
        await waitUntil(
          async () => (await transcriptText(frame)).includes(intro),
          async () => `the answer never streamed in:\n${await transcriptText(frame)}`,
        );
        await waitUntil(
          async () =>
            (await frame.locator('.tool-card[data-tool="list_mods"]').count()) > 0 &&
            (await frame.locator('.tool-card[data-tool="disable_mods"]').count()) > 0,
          async () => `no tool cards for list_mods and disable_mods:\n${await transcriptText(frame)}`,
        );
        const bold = await frame.locator('.entry.assistant strong', { hasText: 'Clean Pack' }).count();
        if (bold === 0) throw new Error('the answer was not rendered as markdown (no <strong>Clean Pack</strong>)');
        const card = frame.locator('.tool-card[data-tool="list_mods"]').first();
        await card.locator('summary').click();
        await waitUntil(
          async () => (await card.locator('.tool-result').innerText()).includes('delta-1.0.jar'),
          'the list_mods card does not show its result when expanded',
        );
        log('answer and tool cards shown');

        await waitUntil(
          () => page.locator('.quick-input-widget').isVisible(),
          'the checklist (QuickPick) never opened',
        );
        await reviewIsVisible(page, frame, log, outputDir);
        const labels = await quickPickLabels(page);
        for (const jar of ['delta-1.0.jar', 'epsilon-1.0.jar']) {
          if (!labels.includes(jar)) throw new Error(`the checklist lacks ${jar}: ${labels}`);
        }
        if (!labels.includes('not deleted'))
          throw new Error(`the checklist does not say the rename is reversible: ${labels}`);
        await untickAndAccept(page, 'delta-1.0.jar', log);

        await waitUntil(
          () => exists(`${onDisk(workspace, EPSILON)}.disabled`),
          'epsilon-1.0.jar was not renamed to .disabled',
        );
        if (!exists(onDisk(workspace, DELTA)) || exists(`${onDisk(workspace, DELTA)}.disabled`))
          throw new Error('delta-1.0.jar was changed although unticked');
        const mods = path.dirname(onDisk(workspace, EPSILON));
        const names = fs.readdirSync(mods).sort();
        if (names.join(',') !== 'delta-1.0.jar,epsilon-1.0.jar.disabled')
          throw new Error(`unexpected mods folder: ${names.join(', ')}`);
        log('exactly one jar renamed: epsilon-1.0.jar → epsilon-1.0.jar.disabled');
        await waitUntil(
          async () => (await transcriptText(frame)).includes(model.DISABLE_CLOSING),
          async () => `the model's closing answer never came:\n${await transcriptText(frame)}`,
        );
        // The list_mods card was opened above; the transcript still followed to the model's closing answer.
        await waitUntil(
          () => inView(frame, frame.locator('.entry.assistant', { hasText: model.DISABLE_CLOSING }).last()),
          'the closing answer is below the fold after a tool card was opened (the transcript stopped following)',
          30_000,
        );
        log('the latest answer is in view after a card was opened');
        await sleep(500);
        log(`screenshot: ${await sidebarShot(page, outputDir)}`);
        const theme = await themeKind(page);
        await runCommand(page, 'Preferences: Toggle between Light/Dark Themes');
        await waitUntil(
          async () => (await themeKind(page)) !== theme,
          `the theme stayed ${theme} after toggling`,
          30_000,
        );
        await sleep(1500);
        log(`screenshot: ${await sidebarShot(page, outputDir)}`);
        await runCommand(page, 'Preferences: Toggle between Light/Dark Themes');
        await waitUntil(async () => (await themeKind(page)) === theme, 'the theme did not switch back', 30_000);
        const original = await pickColorTheme(page, 'Dark High Contrast');
        await waitUntil(
          async () => (await themeKind(page)) === 'high-contrast',
          'the theme did not switch to high contrast',
          30_000,
        );
        await sleep(1500);
        log(`screenshot: ${await sidebarShot(page, outputDir)}`);
        await pickColorTheme(page, original);
        await waitUntil(
          async () => (await themeKind(page)) === theme,
          `the theme did not switch back to ${original}`,
          30_000,
        );

        const undo = frame.locator('#undo');
        await waitUntil(async () => !(await undo.isDisabled()), 'the Undo button in the chat stayed disabled');
        await undo.click();
        await waitUntil(
          () => exists(onDisk(workspace, EPSILON)) && !exists(`${onDisk(workspace, EPSILON)}.disabled`),
          'Undo did not restore epsilon-1.0.jar',
        );
        log('Undo from the chat restored epsilon-1.0.jar');
      },
    },
    {
      name: 'chat: a long jar name and what it breaks read in full in the checklist (light, dark, high contrast); Decline all keeps it',
      async run({ page, workspace, log }) {
        const frame = await openChat(page);
        await frame.locator('#new-chat').click();
        await ask(frame, `Please ${model.ASK_SODIUM}.`);
        const card = frame.locator('.tool-card[data-tool="list_mods"]').first();
        await waitUntil(
          () => card.isVisible(),
          async () => `no list_mods card:\n${await transcriptText(frame)}`,
        );
        await card.locator('summary').click();
        await waitUntil(
          () => page.locator('.quick-input-widget').isVisible(),
          'the checklist (QuickPick) never opened',
        );
        const expected = {
          label: `Disable ${model.SODIUM_FILE}`,
          note: 'not deleted; can be renamed back',
          detail: 'Iris depends on Sodium and will stop loading.',
        };
        const status = frame.locator('#chat-status');
        const check = async () => {
          await reopenChecklist(page, frame, expected.label);
          log(`${await themeKind(page)}: ${await checklistRowReadable(page, expected)}`);
          if (!(await status.innerText()).includes('Waiting for you') || (await frame.locator('#stop').isVisible()))
            throw new Error(`the chat does not say it waits for the person: "${await status.innerText()}"`);
          log(`screenshot: ${await checklistShot(page, outputDir)}`);
        };
        const theme = await themeKind(page);
        await check();
        await runCommand(page, 'Preferences: Toggle between Light/Dark Themes');
        await waitUntil(async () => (await themeKind(page)) !== theme, `the theme stayed ${theme}`, 30_000);
        await sleep(1000);
        await check();
        const toggled = await pickColorTheme(page, 'Dark High Contrast');
        await waitUntil(async () => (await themeKind(page)) === 'high-contrast', 'no high-contrast theme', 30_000);
        await sleep(1000);
        await check();
        await pickColorTheme(page, toggled);
        await runCommand(page, 'Preferences: Toggle between Light/Dark Themes');
        await waitUntil(
          async () => (await themeKind(page)) === theme,
          `the theme did not switch back to ${theme}`,
          30_000,
        );

        await reopenChecklist(page, frame, expected.label);
        await page.keyboard.press('Escape');
        await frame.locator('#decline-changes').click();
        const closing = frame.locator('.entry.assistant', { hasText: model.SODIUM_CLOSING }).last();
        await waitUntil(
          () => closing.isVisible(),
          async () => `no closing answer after Decline all:\n${await transcriptText(frame)}`,
        );
        await waitUntil(
          () => inView(frame, closing),
          'the closing answer is below the fold after a tool card was opened (the transcript stopped following)',
          30_000,
        );
        if (!exists(onDisk(workspace, sample.SODIUM_JAR))) throw new Error('Sodium was changed although declined');
        // The instance header (three instances now) and the transcript share the view without overlapping.
        const header = await frame.locator('section.instances').boundingBox();
        const area = await frame.locator('#transcript').boundingBox();
        if (header === null || area === null || area.y < header.y + header.height - 1)
          throw new Error(`the instance header overlaps the transcript: ${JSON.stringify({ header, area })}`);
        log('declined; Sodium untouched and the latest answer is in view');
      },
    },
    {
      name: 'chat: Stop interrupts a slow stream; the conversation is still there after a reload',
      async run({ page, log }) {
        let frame = await openChat(page);
        await ask(frame, `Please ${model.ASK_SLOW}.`);
        await waitUntil(
          async () => (await transcriptText(frame)).includes(model.SLOW_START),
          async () => `the slow answer never started:\n${await transcriptText(frame)}`,
        );
        const stop = frame.locator('#stop');
        await waitUntil(() => stop.isVisible(), 'no Stop button while the answer streams');
        await stop.click();
        await waitUntil(() => frame.locator('#send').isVisible(), 'Send did not come back after Stop');
        await waitUntil(
          async () => (await transcriptText(frame)).includes('Stopped'),
          async () => `no "Stopped" notice:\n${await transcriptText(frame)}`,
        );
        log('Stop ended the stream');

        // The reloaded workbench restores the Nova view instead of the Explorer, so wait for the workbench itself.
        await page.reload({ waitUntil: 'domcontentloaded' });
        await page.waitForSelector('.monaco-workbench', { timeout: 180_000 });
        frame = await openChat(page);
        await waitUntil(
          async () => {
            const text = await transcriptText(frame);
            return text.includes(model.ASK_SLOW) && text.includes(model.SLOW_START);
          },
          async () => `the conversation was not restored after the reload:\n${await transcriptText(frame)}`,
        );
        log('conversation restored after reload');
      },
    },
    {
      name: 'chat: the instance list folds to its header (kept when the view is shown again) and a question comes back to the prompt to edit',
      async run({ page, log }) {
        let frame = await openChat(page);
        const list = frame.locator('.instance-list');
        const transcriptHeight = async () => (await frame.locator('#transcript').boundingBox())?.height ?? 0;
        await waitUntil(() => list.isVisible(), 'the instance list is not shown');
        const before = await transcriptHeight();
        await frame.locator('#fold-instances').click();
        await waitUntil(async () => !(await list.isVisible()), 'the instance list did not fold');
        await waitUntil(() => frame.locator('.toolbar .scope-name').isVisible(), 'the folded header names no scope');
        const after = await waitUntil(async () => {
          const height = await transcriptHeight();
          return height > before ? height : null;
        }, 'the transcript got no more room');
        log(`transcript ${Math.round(before)} px → ${Math.round(after)} px`);
        // Another view in the side bar, then the chat again: the view is rebuilt, and the fold is kept.
        await runCommand(page, 'View: Show Explorer');
        await waitUntil(
          async () =>
            !(await frame
              .locator('#prompt')
              .isVisible()
              .catch(() => false)),
          'the chat stayed',
        );
        frame = await openChat(page);
        await waitUntil(() => frame.locator('#fold-instances').isVisible(), 'no fold button when shown again');
        await waitUntil(
          () => frame.locator('.toolbar .scope-name').isVisible(),
          'the folded header came back unfolded',
        );
        if (await frame.locator('.instance-list').isVisible()) throw new Error('the fold was not kept');
        await frame.locator('#fold-instances').click();
        await waitUntil(() => frame.locator('.instance-list').isVisible(), 'the instance list did not unfold');

        const question = 'a question to edit (fold flow)';
        await ask(frame, question);
        await waitUntil(
          async () => (await transcriptText(frame)).includes('You asked: a question to edit'),
          async () => `no answer:\n${await transcriptText(frame)}`,
        );
        const asked = frame.locator('.entry.user', { hasText: question }).last();
        await asked.hover();
        await asked.locator('.edit-question').click();
        await waitUntil(
          async () => (await frame.locator('#prompt').inputValue()) === question,
          'the question did not come back into the prompt',
        );
        await waitUntil(
          async () => !(await transcriptText(frame)).includes(question),
          async () => `the question stayed in the transcript:\n${await transcriptText(frame)}`,
        );
      },
    },
  ];
}
