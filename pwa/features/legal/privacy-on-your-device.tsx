/**
 * The privacy policy's "Stored on your device" section: the offline copy, the outbox and what the
 * app keeps in local storage. Change it in the same change as pwa/offline/.
 */
import type { LegalSection } from './legal-document.tsx';

export const ON_YOUR_DEVICE: LegalSection = {
  id: 'on-your-device',
  title: 'Stored on your device',
  body: (
    <>
      <p>So that the guide works at the beach without signal, your browser keeps:</p>
      <ul>
        <li>
          an offline copy of the guide in <strong>IndexedDB</strong>: the beaches and their dog rules, car
          parks, places to eat, dog walks, water quality (with the last 30 days of results) and the guides,
          brought up to date whenever the app is open with a signal; and the reviews, photos and feedback of
          beaches you have opened;
        </li>
        <li>
          the app itself, the tide data it predicts tides from, and the map tiles you have viewed, in the
          service worker's cache;
        </li>
        <li>
          the <strong>outbox</strong>, also in IndexedDB: each photo, piece of feedback, review, walk, rating,
          message, edit or deletion you make, kept from the moment you press send until our server confirms it
          has it, then removed. Photos are made smaller on your phone first (at most 1920 pixels wide), which
          also drops their location data before they leave it. Items wait there while you have no signal,
          across closing the app and app updates; the app tries again when the signal returns. An item that
          has tried and waited more than 7 days (as long as our server remembers its retry key) is not sent
          again on its own: “Waiting to send” asks you to resend or discard it. Analytics events wait there
          too (at most 200). An item is only ever sent as the account that made it: after you sign out it
          stays on the device, unsent, until you sign in again with that account;
        </li>
        <li>
          when the offline copy was last brought up to date, how many items wait in the outbox, the random
          analytics ID, and, while you are signed in, your account's name and email address (so the app knows
          whose contributions it is keeping when there is no signal), in local storage;
        </li>
        <li>
          <strong>My beaches</strong>, in local storage: the beaches you starred, with your notes and whether
          a reminder is on. Signed out they stay only on this device; once you sign in they join your account
          (stored on our server so they are on every device you sign in on) and leave the device's own list;
          when you sign out, your account's copy is removed from the device;
        </li>
        <li>the session cookie, only while you are signed in;</li>
        <li>the ddb.visitor cookie, for 7 days after a contribution made without signing in (see above);</li>
        <li>
          a copy of the site's shared stylesheet in your browser's cache, and a <strong>ddb.styles</strong>{' '}
          cookie (a year) holding only that stylesheet's version code, so that our server can leave those
          styles out of the next pages it sends you. It identifies the version of our styles, not you.
        </li>
      </ul>
      <p>
        None of this leaves your device except the outbox's items (a star, a note or a reminder you set while
        signed in is one of them), which are sent to us as described above, each exactly once. In Chrome the
        app also asks the browser to wake it when the connection returns (Background Sync), so waiting items
        can be sent even after you closed the app. When you install the app or make your first contribution,
        the app asks your browser to keep this copy even when space runs low; your browser decides. To remove
        it all, clear this site's data in your browser's settings — that also discards anything still waiting
        to be sent.
      </p>
    </>
  ),
};
