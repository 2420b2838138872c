import type { SalesPeriod } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import type { RevenueChannel, RevenueReport } from '@/providers/orderApi';
import { useApi } from '@/providers/useMe';

/** GET /api/orders/revenue for a period, shared by the dashboard and the home widget (one query key). */
export const useRevenue = (period: SalesPeriod) => {
  const api = useApi();
  return useQuery({
    queryKey: ['order-revenue', period],
    queryFn: async (): Promise<RevenueReport> => (await api.orderRevenue(period)).data,
    retry: false,
  });
};

/** The chosen channel, else the default channel, else the first. */
export const pickChannel = (channels: RevenueChannel[], chosen?: string | null) =>
  channels.find((c) => c.documentId === chosen) ?? channels.find((c) => c.isDefault) ?? channels[0];
