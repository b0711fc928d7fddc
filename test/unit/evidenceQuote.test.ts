import * as assert from 'node:assert/strict';
import { QUOTE_LENGTH, quoteLine } from '../../src/core/crash/evidenceQuote';

describe('evidenceQuote', () => {
  const filler = 'x'.repeat(600);

  it('quotes a short line whole and a long one by its head when the mods are in it', () => {
    assert.equal(quoteLine('Mod alpha requires beta', ['alpha']), 'Mod alpha requires beta');
    const long = `Mod alpha failed ${filler}`;
    assert.equal(quoteLine(long, ['alpha']), long.slice(0, QUOTE_LENGTH));
    assert.equal(quoteLine(long, []), long.slice(0, QUOTE_LENGTH));
  });

  it('quotes the window that shows a mod named only far along a flattened line', () => {
    const long = `${filler} \tFailure message: Mod gearworks requires spindle 3.2 \tMod Version: 1 ${filler}`;
    const quote = quoteLine(long, ['gearworks', 'spindle']);
    assert.equal(quote.length, QUOTE_LENGTH);
    assert.ok(long.includes(quote));
    assert.ok(quote.includes('gearworks') && quote.includes('spindle'), quote);
  });

  it('keeps the window inside the line when the mention is near its end', () => {
    const long = `${filler} Mod gearworks`;
    const quote = quoteLine(long, ['gearworks']);
    assert.equal(quote, long.slice(long.length - QUOTE_LENGTH));
  });

  it('quotes the head when no named mod is in the line', () => {
    const long = `${filler} tail`;
    assert.equal(quoteLine(long, ['absent']), long.slice(0, QUOTE_LENGTH));
  });
});
