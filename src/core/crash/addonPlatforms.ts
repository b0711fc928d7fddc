import { classOwnerIn } from './classOwnerIn';
import { libraryOfClass, type LibraryMod } from './libraryMods';

/**
 * Big content mods that many other mods build add-ons on (Create, Mekanism, Applied Energistics 2, …), by the ids
 * loaders print and the packages of the classes add-ons call. Unlike the libraries (libraryMods.ts) they are no
 * background code: a crash inside their own code is theirs, so stack culprits and saved-data rules keep treating them
 * as mods. Only a linkage error names them as a library: a method, field or class of theirs that an add-on calls and
 * the installed build lacks means the add-on was made for another version of the platform (Create 6 broke most Create
 * 0.5 add-ons), so the platform is named as what the add-on and the installed build disagree on.
 */
export const ADDON_PLATFORMS: readonly LibraryMod[] = [
  { ids: ['create'], name: 'Create', packages: ['com.simibubi.create.'], url: 'https://modrinth.com/mod/create' },
  {
    ids: ['mekanism'],
    name: 'Mekanism',
    packages: ['mekanism.api.', 'mekanism.common.', 'mekanism.client.'],
    url: 'https://modrinth.com/mod/mekanism',
  },
  {
    ids: ['ae2', 'appliedenergistics2'],
    name: 'Applied Energistics 2',
    packages: ['appeng.'],
    url: 'https://modrinth.com/mod/ae2',
  },
  { ids: ['botania'], name: 'Botania', packages: ['vazkii.botania.'], url: 'https://modrinth.com/mod/botania' },
  {
    ids: ['immersiveengineering'],
    name: 'Immersive Engineering',
    packages: ['blusunrize.immersiveengineering.'],
    url: 'https://modrinth.com/mod/immersiveengineering',
  },
  {
    ids: ['tconstruct'],
    name: "Tinkers' Construct",
    packages: ['slimeknights.tconstruct.'],
    url: 'https://modrinth.com/mod/tinkers-construct',
  },
  {
    ids: ['thermal'],
    name: 'Thermal Series',
    packages: ['cofh.thermal.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/thermal-foundation',
  },
  {
    ids: ['ars_nouveau'],
    name: 'Ars Nouveau',
    packages: ['com.hollingsworth.arsnouveau.'],
    url: 'https://modrinth.com/mod/ars-nouveau',
  },
  {
    ids: ['quark'],
    name: 'Quark',
    packages: ['org.violetmoon.quark.', 'vazkii.quark.'],
    url: 'https://modrinth.com/mod/quark',
  },
  {
    ids: ['refinedstorage'],
    name: 'Refined Storage',
    packages: ['com.refinedmods.refinedstorage.'],
    url: 'https://modrinth.com/mod/refined-storage',
  },
  {
    ids: ['farmersdelight'],
    name: "Farmer's Delight",
    packages: ['vectorwing.farmersdelight.'],
    url: 'https://modrinth.com/mod/farmers-delight',
  },
  {
    ids: ['gtceu', 'gregtech'],
    name: 'GregTech CEu',
    packages: ['com.gregtechceu.gtceu.', 'gregtech.api.', 'gregtech.common.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/gregtechceu-modern',
  },
  {
    ids: ['integrateddynamics'],
    name: 'Integrated Dynamics',
    packages: ['org.cyclops.integrateddynamics.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/integrated-dynamics',
  },
  {
    ids: ['aether'],
    name: 'The Aether',
    packages: ['com.aetherteam.aether.'],
    url: 'https://modrinth.com/mod/aether',
  },
  {
    ids: ['irons_spellbooks'],
    name: "Iron's Spells 'n Spellbooks",
    packages: ['io.redspace.ironsspellbooks.'],
    url: 'https://modrinth.com/mod/irons-spells-n-spellbooks',
  },
  {
    ids: ['galacticraftcore'],
    name: 'Galacticraft',
    packages: ['micdoodle8.mods.galacticraft.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/galacticraft-legacy',
  },
  {
    ids: ['draconicevolution'],
    name: 'Draconic Evolution',
    packages: ['com.brandon3055.draconicevolution.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/draconic-evolution',
  },
  {
    ids: ['thaumcraft'],
    name: 'Thaumcraft',
    packages: ['thaumcraft.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/thaumcraft',
  },
  {
    // Timeless and Classics Zero: its package's second word is no author (`com.tacz.guns.…` is tacz, not `guns`).
    ids: ['tacz'],
    name: 'Timeless and Classics Zero',
    packages: ['com.tacz.guns.'],
    url: 'https://modrinth.com/mod/timeless-and-classics-zero',
  },
  {
    // SlashBlade (and its rewrite SlashBlade: Resharped): `mods.flammpfeil.slashblade.…`, an author's word second.
    ids: ['slashblade', 'flammpfeil.slashblade'],
    name: 'SlashBlade',
    packages: ['mods.flammpfeil.slashblade.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/slashblade-resharped',
  },
  {
    // 1.7–1.15 wrote its package with capitals (`WayofTime.bloodmagic.`); 1.16+ in lower case.
    ids: ['bloodmagic'],
    name: 'Blood Magic',
    packages: ['WayofTime.bloodmagic.', 'wayoftime.bloodmagic.', 'WayofTime.alchemicalWizardry.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/blood-magic',
  },
  {
    ids: ['mysticalagriculture'],
    name: 'Mystical Agriculture',
    packages: ['com.blakebr0.mysticalagriculture.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/mystical-agriculture',
  },
  {
    ids: ['industrialforegoing'],
    name: 'Industrial Foregoing',
    packages: ['com.buuz135.industrial.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/industrial-foregoing',
  },
  {
    ids: ['mna'],
    name: 'Mana and Artifice',
    packages: ['com.mna.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/mana-and-artifice',
  },
  {
    ids: ['astralsorcery'],
    name: 'Astral Sorcery',
    packages: ['hellfirepvp.astralsorcery.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/astral-sorcery',
  },
  {
    ids: ['techreborn'],
    name: 'Tech Reborn',
    packages: ['techreborn.'],
    url: 'https://modrinth.com/mod/techreborn',
  },
  {
    ids: ['ic2'],
    name: 'IndustrialCraft 2',
    packages: ['ic2.api.', 'ic2.core.'],
    url: 'https://www.curseforge.com/minecraft/mc-mods/industrial-craft',
  },
];

/** The add-on platform whose package holds `className` (`a.b.C` or `a/b/C`), or null. */
export function platformOfClass(className: string): LibraryMod | null {
  return classOwnerIn(ADDON_PLATFORMS, className);
}

/**
 * The well-known library (libraryMods.ts) or, failing that, add-on platform whose package holds `className`, or null:
 * the owner a linkage or mixin finding names for a class that is not the failing mod's own.
 */
export function libraryOrPlatformOfClass(className: string): LibraryMod | null {
  return libraryOfClass(className) ?? platformOfClass(className);
}
