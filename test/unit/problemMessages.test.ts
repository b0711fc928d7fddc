import { ArchiveMessages } from '../../src/core/archive/archiveMessages';
import * as assert from 'node:assert/strict';
import { problemMessages } from '../../src/core/checks/problemMessages';

describe('Problem messages for people', () => {
  for (const locale of ['en', 'zh-cn'] as const) {
    it(`a corrupt jar's advice to download it again appears once (${locale})`, () => {
      const msg = problemMessages(locale);
      // The reader's error by id (ModFile.errorText), rendered for the problem in its locale.
      const text = msg.corruptJar({
        file: 'sodium.jar',
        error: msg.readerError(ArchiveMessages.empty({ advice: true })),
      });
      // Chinese says it in Chinese only (issue 32: the corrupt-jar message no longer repeats its English original).
      assert.match(text, locale === 'en' ? /the download was interrupted/ : /下载被中断了/);
      if (locale === 'zh-cn') assert.doesNotMatch(text, /interrupted/);
      assert.doesNotMatch(text, /Re-download it/);
      const advice = text.match(/download it again|重新下载/gi) ?? [];
      assert.equal(advice.length, 1, text);
    });
  }

  it('says once how to get the jar back when the error already tells where (an HTML page saved as .jar)', () => {
    const text = problemMessages('en').corruptJar({
      file: 'sodium.jar',
      error:
        "The file is an HTML web page saved with a .jar name, not a mod: the download link returned a page. Download the real jar from the mod's page.",
    });
    assert.match(text, /HTML web page/);
    assert.equal((text.match(/\bdownload (it|the real jar)\b/gi) ?? []).length, 1, text);
  });

  it('keeps an error that is advice only, rather than showing nothing', () => {
    const text = problemMessages('en').corruptJar({ file: 'a.jar', error: 'Re-download it.' });
    assert.match(text, /Re-download it\./);
  });

  it('names loaders by their proper names', () => {
    const en = problemMessages('en');
    assert.deepEqual(
      (['fabric', 'neoforge', 'forge', 'quilt'] as const).map((l) => en.loaderName(l)),
      ['Fabric', 'NeoForge', 'Forge', 'Quilt'],
    );
  });
});
