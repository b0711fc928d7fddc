import * as assert from 'node:assert/strict';
import { platformOfClass } from '../../src/core/crash/addonPlatforms';
import { classOwnerIn } from '../../src/core/crash/classOwnerIn';
import { libraryOfClass, type LibraryMod } from '../../src/core/crash/libraryMods';

const table: LibraryMod[] = [
  { ids: ['outer'], name: 'Outer', packages: ['com.example.outer.'], url: 'https://example.com/outer' },
  { ids: ['inner'], name: 'Inner', packages: ['com.example.outer.inner.'], url: 'https://example.com/inner' },
];

describe('classOwnerIn (one package lookup for the crash tables)', () => {
  it('gives the entry with the longest package holding the class, whatever the table order', () => {
    assert.equal(classOwnerIn(table, 'com.example.outer.inner.Thing')?.name, 'Inner');
    assert.equal(classOwnerIn([...table].reverse(), 'com.example.outer.inner.Thing')?.name, 'Inner');
    assert.equal(classOwnerIn(table, 'com.example.outer.Other')?.name, 'Outer');
  });

  it('reads slashed internal names and a package named without a class', () => {
    assert.equal(classOwnerIn(table, 'com/example/outer/inner/Thing')?.name, 'Inner');
    assert.equal(classOwnerIn(table, 'com.example.outer')?.name, 'Outer');
  });

  it('answers null for a class outside every package, and never matches a longer sibling name', () => {
    assert.equal(classOwnerIn(table, 'com.example.outerwear.Coat'), null);
    assert.equal(classOwnerIn(table, 'net.other.Thing'), null);
    assert.equal(classOwnerIn([], 'com.example.outer.Thing'), null);
  });

  it('serves both the library and the add-on platform tables', () => {
    assert.equal(libraryOfClass('net/fabricmc/fabric/api/event/Event')?.ids[0], 'fabric-api');
    assert.equal(platformOfClass('com.simibubi.create.content.Thing')?.ids[0], 'create');
    assert.equal(platformOfClass('net.fabricmc.fabric.api.event.Event'), null);
  });
});
