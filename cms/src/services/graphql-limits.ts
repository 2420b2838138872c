/**
 * GraphQL limits applied before execution (wired in config/plugins.ts through the plugin's `apolloServer`):
 * - tokens: graphql-js's own parser stops at `maxTokens` (the same check as GraphQL Armor's max-tokens);
 * - aliases: GraphQL Armor's max-aliases rule;
 * - cost: `listCostRule` below, the rows a query may load. GraphQL Armor's cost-limit multiplies only by
 *   `first`/`last` arguments, which Strapi does not have; Strapi's lists take `pagination`, so the rule reads that,
 *   with the plugin's defaultLimit when absent and maxLimit as the cap, and multiplies nested lists.
 * The depth limit is the plugin's own (graphql-depth-limit).
 */
import {
  GraphQLError,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  Kind,
  type ASTNode,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';

export type GraphqlLimits = {
  maxTokens: number;
  maxAliases: number;
  maxCost: number;
  defaultLimit: number;
  maxLimit: number;
};

/** The number of rows one `pagination` argument asks for, as Strapi reads it (limit or pageSize). */
export function pageSizeOf(
  pagination: ValueNode | undefined,
  limits: Pick<GraphqlLimits, 'defaultLimit' | 'maxLimit'>,
): number {
  if (!pagination) return limits.defaultLimit;
  // A variable is only known at execution; count it as the largest page it could be.
  if (pagination.kind !== Kind.OBJECT) return limits.maxLimit;
  const size = pagination.fields.find((f) => f.name.value === 'limit' || f.name.value === 'pageSize');
  if (!size) return limits.defaultLimit;
  if (size.value.kind !== Kind.INT) return limits.maxLimit;
  const n = Number(size.value.value);
  // Strapi: a limit of -1 (or any non-positive) means "no limit", capped at maxLimit.
  return n <= 0 || n > limits.maxLimit ? limits.maxLimit : n;
}

/**
 * The rows an operation may load: every field that takes `pagination` loads up to its page size per parent row,
 * so nested lists multiply (a list of 25 authors, each with 25 items, is 25 + 625 rows). Fragments are followed
 * where they are used, so they cost what they would cost inline.
 */
export function operationCost(context: ValidationContext, operation: ASTNode, limits: GraphqlLimits): number {
  const typeInfo = new TypeInfo(context.getSchema());
  const multipliers: number[] = [1];
  let cost = 0;
  const walk = (node: ASTNode, seen: Set<string>) =>
    visit(
      node,
      visitWithTypeInfo(typeInfo, {
        Field: {
          enter(field) {
            const def = typeInfo.getFieldDef();
            const outer = multipliers[multipliers.length - 1];
            // Lists without `pagination` (a connection's nodes, repeatable components) are sized by their parent.
            const paginated = def?.args.some((a) => a.name === 'pagination');
            const factor = paginated
              ? pageSizeOf(field.arguments?.find((a) => a.name.value === 'pagination')?.value, limits)
              : 1;
            if (paginated) cost += outer * factor;
            multipliers.push(outer * factor);
          },
          leave() {
            multipliers.pop();
          },
        },
        FragmentSpread(spread) {
          const name = spread.name.value;
          const fragment = context.getFragment(name);
          // Cycles are refused by the spec's NoFragmentCycles rule; never loop here either.
          if (!fragment || seen.has(name)) return;
          // The definition itself, so its type condition (an interface's member, say) types its fields.
          walk(fragment, new Set(seen).add(name));
        },
      }),
    );
  walk(operation, new Set());
  return cost;
}

export function listCostRule(limits: GraphqlLimits) {
  return (context: ValidationContext) => ({
    OperationDefinition(operation: OperationDefinitionNode) {
      const cost = operationCost(context, operation, limits);
      if (cost > limits.maxCost) {
        context.reportError(
          new GraphQLError(
            `Query cost limit of ${limits.maxCost} rows exceeded: this query may load ${cost} rows. Ask for fewer items or fewer nested lists.`,
            {
              nodes: [operation],
              extensions: { code: 'GRAPHQL_COST_LIMIT' },
            },
          ),
        );
      }
    },
  });
}

/** The `apolloServer` options that enforce the limits; the plugin appends its own validation rules and plugins. */
export function apolloLimits(limits: GraphqlLimits) {
  return {
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: [
      // Report instead of throw, so the answer is an ordinary GraphQL validation error (HTTP 400).
      maxAliasesRule({
        n: limits.maxAliases,
        propagateOnRejection: false,
        onReject: [(context, error) => (context as ValidationContext).reportError(error)],
      }),
      listCostRule(limits),
    ],
  };
}
