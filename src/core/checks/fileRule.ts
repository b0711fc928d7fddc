import type { LoaderType } from '../model/instance';
import type { ModMetadata } from '../model/modFile';
import { loaderListText, modText, sentence, uniqueIds, type ConflictRule } from './conflictRule';
import { fileReaderTexts, modWarningTexts } from '../mods/readerTexts';

/**
 * Each enabled file on its own: corrupt, extracted or metadata-less jars, metadata the readers warned about, a mod
 * the instance's loader does not load, and a client-only mod on a dedicated server.
 */
export const fileRule: ConflictRule = {
  id: 'files',
  check({ facts, msg, report }) {
    for (const file of facts.enabled) {
      switch (file.kind) {
        case 'corrupt':
          report.add(
            'error',
            'corrupt-jar',
            msg.corruptJar({
              file: file.fileName,
              error: sentence(
                file.errorText !== undefined ? msg.readerError(file.errorText) : (file.error ?? 'the file is damaged'),
              ),
            }),
            [file.path],
            [],
            file.path,
          );
          continue;
        case 'directory':
          report.add('error', 'extracted-jar', msg.extractedJar({ file: file.fileName }), [file.path], []);
          continue;
        case 'library':
          if (file.error) {
            report.add(
              'warning',
              'invalid-metadata',
              msg.invalidMetadata({ file: file.fileName, detail: sentence(msg.readerTexts(fileReaderTexts(file))) }),
              [file.path],
              [],
            );
          } else {
            report.add('info', 'no-metadata', msg.noMetadata({ file: file.fileName }), [file.path], []);
          }
          continue;
        case 'mod':
          break;
      }
      // Each reader text in the problem's locale (mods/readerTexts.ts); the same sentence twice is said once.
      const details = new Set<string>();
      if (file.error) details.add(sentence(msg.readerTexts(fileReaderTexts(file))));
      for (const mod of file.mods) for (const w of modWarningTexts(mod)) details.add(sentence(msg.readerTexts([w])));
      if (details.size > 0) {
        report.add(
          'warning',
          'invalid-metadata',
          msg.invalidMetadata({ file: file.fileName, detail: msg.readerTexts([...details]) }),
          [file.path],
          file.mods.map((m) => m.id),
        );
      }
      if (file.mods.length === 0) continue;

      const loaded = facts.active.get(file);
      if (loaded === undefined) {
        const first = file.mods[0] as ModMetadata;
        report.add(
          'error',
          'wrong-loader',
          msg.wrongLoader({
            file: file.fileName,
            mod: modText(msg, first),
            modLoaders: loaderListText(msg, file.mods),
            instanceLoader: msg.loaderName(facts.loader as LoaderType),
          }),
          [file.path],
          uniqueIds(file.mods),
          file.path,
        );
        continue;
      }
      if (facts.instance.side === 'server') {
        const clientOnly = loaded.find((m) => m.side === 'client');
        if (clientOnly) {
          report.add(
            'error',
            'client-only-on-server',
            msg.clientOnlyOnServer({ mod: modText(msg, clientOnly), file: file.fileName }),
            [file.path],
            [clientOnly.id],
            file.path,
          );
        }
      }
    }
  },
};
