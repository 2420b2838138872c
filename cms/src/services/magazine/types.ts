/**
 * The magazine platform (Aboland, SPEC 1 and 3) behind an adapter: the built-in one (no network) or the HTTP
 * one (`MAGAZINE_PLATFORM_URL`). The outbox processor (`api::magazine-sync.magazine-sync`) is the only caller.
 */

/** The customer as the platform is told about it (our documentId is its reference at the platform). */
export interface MagazineCustomer {
  id: number;
  documentId: string;
  name: string | null;
  email: string | null;
  debtorId: string | null;
}

export interface MagazineSubscription {
  documentId: string;
  startDate: string | null;
  endDate: string | null;
}

export interface MagazineRequest {
  magazineId: string;
  customer: MagazineCustomer;
  subscription: MagazineSubscription;
}

export interface MagazinePlatform {
  readonly name: 'builtin' | 'http';
  /** Starts the customer's subscription to the magazine; answers the platform's subscriber number. */
  activate(request: MagazineRequest): Promise<{ subscriptionNumber: string }>;
  /** Ends the subscription with that subscriber number. */
  deactivate(request: MagazineRequest & { subscriptionNumber: string }): Promise<void>;
  /** The subscriber number the platform holds for the customer and magazine (pull), or null when none. */
  subscriptionNumber(request: MagazineRequest): Promise<string | null>;
}

/** A failed call: the platform answered other than 2xx, answered nonsense, or could not be reached. */
export class MagazinePlatformError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MagazinePlatformError';
  }
}
