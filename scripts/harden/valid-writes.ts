import { recordBodies } from '../../tests/helpers/record-bodies';

// The fuzz's own hostile requests are almost all refused before they write, so one request in four is a
// valid write instead: create, change and delete records of every resource in turn, from all the fuzz's
// connections at once, as one user. Records made are remembered per resource for the changes and deletes.

export interface Write {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: string;
  /** The resource and pool the answer's id goes to (creates only). */
  resource: string;
}

const resources = Object.keys(recordBodies);

export class ValidWrites {
  private made = new Map<string, number[]>();

  /** The k-th write: a create, then a change, then a delete of a record made before (a create if none). */
  next(k: number): Write {
    const resource = resources[k % resources.length] as string;
    const body = JSON.stringify(recordBodies[resource]?.(k) ?? {});
    const pool = this.made.get(resource) ?? [];
    const step = Math.floor(k / resources.length) % 3;
    const id = step === 2 ? pool.shift() : pool[k % Math.max(pool.length, 1)];
    if (step === 0 || id === undefined) return { method: 'POST', path: resource, body, resource };
    if (step === 1) return { method: 'PATCH', path: `${resource}/${id}`, body, resource };
    return { method: 'DELETE', path: `${resource}/${id}`, resource };
  }

  /** Remembers the record a create answered. */
  created(write: Write, status: number, body: string): void {
    if (write.method !== 'POST' || status !== 201) return;
    const { id } = JSON.parse(body) as { id?: number };
    if (typeof id === 'number') this.made.set(write.resource, [...(this.made.get(write.resource) ?? []), id]);
  }

  /** After the account's erasure its records are gone. */
  forget(): void {
    this.made.clear();
  }
}
