/** Select choices named by catalog keys: `translatedChoices('app.orders.types', ids)` names id X app.orders.types.X. */
export const translatedChoices = <Id extends string | number>(prefix: string, ids: readonly Id[]) =>
  ids.map((id) => ({ id, name: `${prefix}.${id}` }));
