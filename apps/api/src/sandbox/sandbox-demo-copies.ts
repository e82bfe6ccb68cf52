import type { SandboxDemoCopyResponse } from '@wayfare/contracts/sandbox';
import type { Database } from '@wayfare/store/database';
import { seedDemoCopy } from '@wayfare/store/seed/seed-demo-data';
import { DEMO_COPY_SEPARATOR } from '@wayfare/store/seed/demo-world';
import type { Clock } from '../clock';

export interface DemoCopyPorts {
  database: { db: Database };
  clock: Clock;
}

/**
 * Seeds (once per tag) a copy of the demo world and names its people: each browser journey signs
 * in as its own copy of the people it needs, so journeys running side by side never see each
 * other's saved cards, trips or balances. The copies are not on the sandbox sign-in list.
 */
export async function createDemoCopy(
  ports: DemoCopyPorts,
  tag: string,
): Promise<SandboxDemoCopyResponse> {
  const world = await seedDemoCopy(ports.database.db, ports.clock.now(), tag);
  const original = (id: string) => id.slice(0, id.lastIndexOf(DEMO_COPY_SEPARATOR));
  return {
    people: world.users.map((u) => ({
      displayName: `${u.firstName} ${u.lastName}`,
      subject: u.subject,
      email: u.email,
      profileReferenceId: u.profileReferenceId,
      travelerIds: Object.fromEntries(
        world.travelers.filter((t) => t.ownerUserId === u.id).map((t) => [original(t.id), t.id]),
      ),
    })),
  };
}
