import 'server-only';
import type Stripe from 'stripe';
import type { Db, Tx } from '@/lib/providers/db/client';
import { retryConflicts } from '@/lib/providers/db/retry';

// Applies one verified Stripe event (docs/api-guide.md §7). The event row and the plan change are one
// transaction, so an event id is processed exactly once, even when Stripe delivers it twice at once.

export interface WebhookResult {
  duplicate: boolean;
}

type CustomerRef = string | { id: string } | null;

const PAYING = new Set<string>(['active', 'trialing']);

function customerId(customer: CustomerRef): string | null {
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

function userIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

type UserUpdate = Parameters<Tx['user']['update']>[0]['data'];

/**
 * Updates the user named by metadata.user_id (or client_reference_id), else the one holding the Stripe
 * customer id. An unknown user changes nothing: the event is still recorded.
 */
async function updateUser(tx: Tx, byId: number | null, customer: string | null, data: UserUpdate) {
  if (byId !== null) {
    const { count } = await tx.user.updateMany({ where: { id: byId }, data });
    if (count > 0) return;
  }
  if (!customer) return;
  const user = await tx.user.findFirst({ where: { stripe_customer_id: customer }, select: { id: true } });
  if (user) await tx.user.update({ where: { id: user.id }, data });
}

async function checkoutCompleted(tx: Tx, session: Stripe.Checkout.Session): Promise<void> {
  const customer = customerId(session.customer);
  const byId = userIdFrom(session.client_reference_id) ?? userIdFrom(session.metadata?.user_id);
  if (!customer) return;
  await updateUser(tx, byId, null, { stripe_customer_id: customer });
}

async function subscriptionChanged(tx: Tx, sub: Stripe.Subscription, deleted: boolean): Promise<void> {
  const customer = customerId(sub.customer);
  await updateUser(tx, userIdFrom(sub.metadata?.user_id), customer, {
    plan: !deleted && PAYING.has(sub.status) ? 'pro' : 'free',
    stripe_subscription_status: deleted ? 'canceled' : sub.status,
    ...(customer ? { stripe_customer_id: customer } : {}),
  });
}

async function apply(tx: Tx, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(tx, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChanged(tx, event.data.object, false);
    case 'customer.subscription.deleted':
      return subscriptionChanged(tx, event.data.object, true);
    default:
      return; // recorded, nothing else to do
  }
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 'P2002';
}

/** Records the event and applies it, once per event id: a replay answers `{duplicate: true}`. */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<WebhookResult> {
  try {
    return await retryConflicts(() =>
      db.$transaction(async (tx) => {
        // ON CONFLICT DO NOTHING: a replay inserts nothing, and the transaction stays usable.
        const { count } = await tx.stripeEvent.createMany({
          data: [{ id: event.id, type: event.type }],
          skipDuplicates: true,
        });
        if (count === 0) return { duplicate: true };
        await apply(tx, event);
        return { duplicate: false };
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) return { duplicate: true }; // belt and braces for a concurrent delivery
    throw err;
  }
}
