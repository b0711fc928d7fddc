/**
 * Client-only game classes under Fabric's intermediary names (`net.minecraft.class_1074`), which Fabric and Quilt
 * logs print instead of the named `net.minecraft.client.…` ones. Intermediary names never change between Minecraft
 * versions, and each class below has been in every client since 1.15 (the game window and its client, the screen and
 * widget classes, the HUD, the client world, player and network handler, the renderers, text and I18n, key bindings
 * and textures): a client always has them, a dedicated server's jar never does. Missing at run time, they show client
 * code running on a dedicated server, whatever else the log says. Newer client classes (Tooltip, class_7919) are left
 * out: on a client older than them they are missing because the mod was built for a newer Minecraft.
 */
const CLIENT_INTERMEDIARY = new Set([
  310, // MinecraftClient
  437, // Screen
  465, // HandledScreen
  339, // ClickableWidget
  4185, // ButtonWidget
  342, // TextFieldWidget
  329, // InGameHud
  332, // DrawContext (DrawableHelper before 1.20)
  327, // TextRenderer
  1074, // I18n
  746, // ClientPlayerEntity
  742, // AbstractClientPlayerEntity
  638, // ClientWorld
  634, // ClientPlayNetworkHandler
  636, // ClientPlayerInteractionManager
  757, // GameRenderer
  761, // WorldRenderer
  918, // ItemRenderer
  1921, // RenderLayer
  4587, // MatrixStack
  4597, // VertexConsumerProvider
  304, // KeyBinding
  3675, // InputUtil
  1059, // SpriteAtlasTexture
  1060, // TextureManager
]);

/** Whether `className` (dots or slashes) is one of the client-only game classes under its intermediary name. */
export function isClientOnlyIntermediary(className: string): boolean {
  const m = /^net[./]minecraft[./]class_(\d+)(?:\$|$)/.exec(className);
  return m !== null && CLIENT_INTERMEDIARY.has(Number(m[1]));
}
