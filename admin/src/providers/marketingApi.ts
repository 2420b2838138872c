import type { SalesPeriod } from '@newsroom/config';
import { request } from './http';

// ---- Marketing zones (/marketing): what runs where now, and the results ----

export interface Figures {
  impressions: number;
  clicks: number;
  ctr: number | null;
}
export type ResultRow = Figures & { documentId: string; name: string | null; type?: string; key?: string };
export interface MarketingResults {
  period: SalesPeriod;
  bucket: string;
  from: string;
  to: string;
  totals: Figures;
  series: Array<{ start: string; impressions: number; clicks: number }>;
  contents: ResultRow[];
  zones: ResultRow[];
  bundles: ResultRow[];
}
export interface OverviewZone {
  documentId: string;
  name: string;
  key: string;
  width: number;
  height: number;
  group: { documentId: string; name: string } | null;
  showingNow: boolean;
  bundles: Array<{
    documentId: string;
    name: string;
    active: boolean;
    viaGroup: boolean;
    contents: Array<{ documentId: string; name: string; type: string; weight: number; state: string }>;
  }>;
}

export const marketingApi = {
  marketingOverview: () => request<{ data: OverviewZone[] }>('/api/marketing/overview'),
  marketingResults: (period: SalesPeriod) =>
    request<{ data: MarketingResults }>(`/api/marketing/results?period=${encodeURIComponent(period)}`),
};
