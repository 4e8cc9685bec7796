// "This browser belongs to staff": set by the back office while a staff member is signed in
// (src/app/layout/AdminGuard.tsx), cleared when no one with a role is. The public site's beacon
// (./beacon.ts) sends nothing while it is set, so staff browsing the site are not counted.
export const STAFF_FLAG = 'structura:staff';

export function isStaffBrowser(): boolean {
  try {
    return localStorage.getItem(STAFF_FLAG) === '1';
  } catch {
    return false;
  }
}

export function markStaffBrowser(staff: boolean): void {
  try {
    if (staff) localStorage.setItem(STAFF_FLAG, '1');
    else localStorage.removeItem(STAFF_FLAG);
  } catch {
    // storage blocked: the beacon cannot tell (the collect function ignores /admin regardless)
  }
}
