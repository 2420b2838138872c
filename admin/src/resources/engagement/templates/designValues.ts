/**
 * The form's design ↔ the stored design. An image block's upload lives under `media` while editing (the shared
 * media input keeps the upload object); what is stored is its address in `src`. An article block keeps the
 * picked title beside its documentId, for the editor only (the renderer reads the published item).
 */
type Values = Record<string, unknown>;
type Block = Record<string, unknown>;

const storedBlock = (block: Block): Block => {
  if (block.type !== 'image') return block;
  const { media, ...rest } = block;
  const url = (media as { url?: string } | null | undefined)?.url;
  return { ...rest, src: url ?? rest.src ?? '' };
};

export const storedDesign = (design: unknown) => {
  const blocks = (design as { blocks?: Block[] } | null | undefined)?.blocks;
  return { blocks: Array.isArray(blocks) ? blocks.map(storedBlock) : [] };
};

/** What a save sends: the stored design, never the compiled html (the server's). */
export const templateTransform = ({ html: _html, ...values }: Values): Values => ({
  ...values,
  design: storedDesign(values.design),
});
