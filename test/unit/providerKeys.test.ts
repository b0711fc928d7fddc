import * as assert from 'node:assert/strict';
import {
  LEGACY_KEY_NAME,
  OPENAI_ORIGIN,
  chooseKey,
  keyName,
  migrateLegacyKey,
  originOf,
  type KeyStore,
} from '../../src/core/provider/providerKeys';

function memoryStore(entries: Record<string, string> = {}): KeyStore & { entries: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    entries: map,
    get: (name) => Promise.resolve(map.get(name)),
    store: (name, value) => {
      map.set(name, value);
      return Promise.resolve();
    },
    delete: (name) => {
      map.delete(name);
      return Promise.resolve();
    },
  };
}

const LOCAL = 'http://127.0.0.1:8080';

describe('API keys bound to server origins', () => {
  it('normalises origins and refuses anything but http(s)', () => {
    assert.equal(originOf('https://API.openai.com/v1/'), OPENAI_ORIGIN);
    assert.equal(originOf('https://api.openai.com:443/v1'), OPENAI_ORIGIN);
    assert.equal(originOf('http://127.0.0.1:8080/v1'), LOCAL);
    assert.equal(originOf('https://api.openai.com.evil.example/v1'), 'https://api.openai.com.evil.example');
    assert.equal(originOf('https://user:pw@api.openai.com/v1'), OPENAI_ORIGIN);
    assert.equal(originOf('file:///etc/passwd'), '');
    assert.equal(originOf('not a url'), '');
  });

  it("sends a server only its own origin's key and names the withheld ones", () => {
    const keyOrigins = [OPENAI_ORIGIN, LOCAL];
    assert.deepEqual(chooseKey({ origin: LOCAL, stored: 'local-key', env: '', envForAnyServer: false, keyOrigins }), {
      apiKey: 'local-key',
      source: 'secret-storage',
      withheldFrom: [],
    });
    assert.deepEqual(
      chooseKey({
        origin: 'https://attacker.example',
        stored: '',
        env: 'sk-env',
        envForAnyServer: false,
        keyOrigins,
      }),
      { apiKey: '', source: 'none', withheldFrom: keyOrigins },
    );
    assert.equal(chooseKey({ origin: '', stored: 'x', env: 'y', envForAnyServer: true, keyOrigins }).apiKey, '');
  });

  it('uses OPENAI_API_KEY for api.openai.com only, unless the user opted in', () => {
    const base = { stored: '', env: ' sk-env ', keyOrigins: [] };
    assert.deepEqual(chooseKey({ ...base, origin: OPENAI_ORIGIN, envForAnyServer: false }), {
      apiKey: 'sk-env',
      source: 'environment',
      withheldFrom: [],
    });
    assert.equal(chooseKey({ ...base, origin: LOCAL, envForAnyServer: false }).apiKey, '');
    assert.equal(chooseKey({ ...base, origin: LOCAL, envForAnyServer: true }).apiKey, 'sk-env');
    assert.equal(
      chooseKey({ ...base, stored: 'stored', origin: OPENAI_ORIGIN, envForAnyServer: false }).apiKey,
      'stored',
      'a stored key wins over the environment',
    );
  });

  it('moves the single key of earlier versions to the OpenAI origin once, keeping a key already there', async () => {
    const store = memoryStore({ [LEGACY_KEY_NAME]: 'sk-old' });
    assert.equal(await migrateLegacyKey(store), OPENAI_ORIGIN);
    assert.deepEqual([...store.entries], [[keyName(OPENAI_ORIGIN), 'sk-old']]);
    assert.equal(await migrateLegacyKey(store), null, 'nothing left to move');

    const both = memoryStore({ [LEGACY_KEY_NAME]: 'sk-old', [keyName(OPENAI_ORIGIN)]: 'sk-new' });
    await migrateLegacyKey(both);
    assert.deepEqual([...both.entries], [[keyName(OPENAI_ORIGIN), 'sk-new']]);
  });
});
