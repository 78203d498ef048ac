/**
 * Whether the lockdown this tab hears of next is the one it switched on itself. The super admin who
 * switched it is told by the switch's own answer ("Emergency lockdown activated", a success toast like
 * every other action's); the realtime push that tells every open tab, this one included, toasted the
 * same news a second time. Marked when the request leaves, since the push can overtake the answer, and
 * spent by the next report of a lockdown; a switch that fails unmarks it, so a lockdown it did switch on
 * all the same is still told by its push.
 */
let switchedHere = false;

export async function switchingOnHere<T>(request: () => Promise<T>): Promise<T> {
  switchedHere = true;
  try {
    return await request();
  } catch (error) {
    switchedHere = false;
    throw error;
  }
}

/** True, once, for the report of the lockdown this tab switched on; false for anyone else's. */
export function takeSwitchedHere(): boolean {
  const was = switchedHere;
  switchedHere = false;
  return was;
}
