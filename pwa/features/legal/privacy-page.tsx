import { Link as RouterLink } from 'react-router';
import { Email, LegalDocument, type LegalSection } from './legal-document.tsx';
import { ON_YOUR_DEVICE } from './privacy-on-your-device.tsx';

/*
 * Every statement here describes what the app actually does (pwa/data/http/analytics.ts,
 * api/routes/*, the offline store). Change this page in the same change as the behaviour.
 */
const SECTIONS: LegalSection[] = [
  {
    id: 'short-version',
    title: 'The short version',
    body: (
      <ul>
        <li>No advertising, no selling or sharing of your data, and no third-party trackers.</li>
        <li>
          We count page views, searches and filter use with our own analytics, tied to a random ID rather than
          to you. If your browser sends Do Not Track or Global Privacy Control, we record nothing.
        </li>
        <li>
          What you choose to send us (a message, an account, photos and feedback) is used only to run the
          guide.
        </li>
        <li>The offline copy of the guide lives on your own device, and you can delete it at any time.</li>
      </ul>
    ),
  },
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Devon Dog Beaches is a free guide to dog-friendly beaches. We are the controller of the personal data
        described here under UK data protection law (UK GDPR and the Data Protection Act 2018). You can reach
        us at <Email />.
      </p>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics',
    body: (
      <>
        <p>
          To learn which beaches and guides are useful, the app sends our own server a short record when you:
        </p>
        <ul>
          <li>view a page (the page's address);</li>
          <li>search for beaches (the words you searched for);</li>
          <li>use a filter (the filter and the value you chose, such as "Parking: on");</li>
          <li>sign up or sign in (only that it happened, never your details).</li>
        </ul>
        <p>
          Each record carries the time and a random ID that your browser creates the first time you visit and
          keeps in its local storage. The ID is not your name, email or account, and we do not store your IP
          address with these records. We use no fingerprinting and no cross-site cookies.
        </p>
        <p>
          If your browser sends <strong>Do Not Track</strong> or <strong>Global Privacy Control</strong>, the
          app does not send these records, and our server discards any that arrive with either signal.
        </p>
        <p>
          The software can also send page views to Google Analytics 4, but only if a GA4 ID is configured. It
          is not switched on. If we ever turn it on, we will update this notice first and say so here.
        </p>
      </>
    ),
  },
  {
    id: 'contact-form',
    title: 'Contact form',
    body: (
      <>
        <p>
          When you use the <RouterLink to="/contact">contact form</RouterLink> we store your name, email
          address, subject and message so that we can read and answer it. We use your email address only to
          reply.
        </p>
        <p>
          The form is protected from spam by ALTCHA, a small puzzle your browser solves by itself. It runs on
          our own server: no third-party captcha service sees you, and it sets no cookies.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <>
        <p>
          An account lets you contribute photos, feedback and walking routes. We store your email address,
          your first and last name, whether your email address is verified, and your password as an{' '}
          <strong>argon2id</strong> hash: a one-way scramble, so nobody (including us) can read your password.
        </p>
        <p>
          When you sign in we set one session cookie. It is <strong>HttpOnly</strong> (scripts on the page
          cannot read it), sent only to this site, and secure-only on the live site. It is strictly necessary
          for staying signed in, which is why we do not ask for consent for it. Verification and
          password-reset links expire.
        </p>
        <p>
          <strong>Reminders</strong> are off until you turn one on for a beach in My beaches. We then store
          which beaches you asked about and the days we sent you a reminder email (at most one a day). Every
          reminder email has a link that stops them at once, without signing in. If you also turn them on for
          a phone, we store the address your browser's push service gave for that phone and its encryption
          keys, until you turn it off there or the push service tells us the phone is gone.
        </p>
        <p>
          If you make a private <strong>calendar address</strong> for the dog rules at your beaches, we store
          only a one-way <strong>SHA-256</strong> hash of it, never the address itself, so we cannot show it
          to you again. Anyone who has the address can read that calendar, and so see which beaches you keep:
          you can stop it at any time, and it stops working at once.
        </p>
      </>
    ),
  },
  {
    id: 'contributions',
    title: 'Community contributions',
    body: (
      <>
        <p>
          <strong>Photos</strong> you upload are re-encoded on our server, and their embedded EXIF metadata is
          removed, including any <strong>GPS location</strong>, camera details and date. Phones often record
          where a photo was taken (sometimes your home), so we never keep or publish it. Photos and captions
          appear on the beach's page.
        </p>
        <p>
          <strong>Feedback</strong> is public (shown on the beach's page) or private (seen only by you and our
          moderators), as you choose when you write it. Walking routes, ratings and reviews are public; an
          email address you give with them is never shown publicly.
        </p>
        <p>
          So that a contribution sent again after a lost connection is stored only once, our server keeps for
          7 days the random key your phone made for it when you pressed send, a fingerprint of what was sent
          and our answer, with your account; if you are not signed in, with a random id in a{' '}
          <strong>ddb.visitor</strong> cookie that lasts 7 days from your last contribution. Analytics never
          set that cookie.
        </p>
        <p>
          Moderators can hide or delete contributions that break the{' '}
          <RouterLink to="/terms">terms</RouterLink>. You can edit or delete your own feedback and photos from
          your profile.
        </p>
      </>
    ),
  },
  ON_YOUR_DEVICE,
  {
    id: 'other-services',
    title: 'Other services your browser contacts',
    body: (
      <p>
        Maps are drawn from OpenStreetMap tiles, which your browser downloads directly from the OpenStreetMap
        tile servers. Like any website, those servers see your IP address and which map area you look at,
        under the{' '}
        <a href="https://osmfoundation.org/wiki/Privacy_Policy" target="_blank" rel="noopener noreferrer">
          OpenStreetMap Foundation privacy policy
        </a>
        . Links to councils, the RNLI and other organisations take you to their sites, which have their own
        policies.
      </p>
    ),
  },
  {
    id: 'data-sources',
    title: 'Where our beach data comes from',
    body: (
      <ul>
        <li>
          Bathing water quality: © Environment Agency, under the{' '}
          <a
            href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/"
            target="_blank"
            rel="noopener noreferrer"
          >
            Open Government Licence v3.0
          </a>
          .
        </li>
        <li>
          Map data: © OpenStreetMap contributors, under the{' '}
          <a href="https://opendatacommons.org/licenses/odbl/" target="_blank" rel="noopener noreferrer">
            Open Database Licence (ODbL)
          </a>
          .
        </li>
        <li>
          Tide predictions: computed from published harmonic constants under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer">
            CC BY 4.0
          </a>
          .
        </li>
        <li>
          Dog rules: gathered from council and landowner pages, council orders and press reports of them. Each
          beach says what its rules rest on, and the day its source was read where someone has; check the
          signs on the day.
        </li>
      </ul>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Contact messages: 12 months from the day you send them, in case you follow up; then they are deleted
          automatically.
        </li>
        <li>Accounts: until you ask us to delete yours.</li>
        <li>A calendar address: until you stop it, make a new one, or your account is deleted.</li>
        <li>Contributions: while they are useful on the guide, or until you delete them or ask us to.</li>
        <li>
          Analytics records: 26 months, to compare seasons; then they are deleted automatically. They cannot
          identify you.
        </li>
        <li>Retry keys of contributions (and the ddb.visitor cookie): 7 days.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and deleting your data',
    body: (
      <>
        <p>
          You can ask to see the data we hold about you, to correct it, to delete it, to object to how we use
          it, or to have a copy to take elsewhere. To do any of these, including deleting your account and
          everything you have contributed, email <Email /> from the address on your account. We will answer
          within one month.
        </p>
        <p>
          We rely on legitimate interests to run and improve the guide and keep it secure, and on our
          agreement with you to provide your account. If you are unhappy with how we handle your data, you can
          complain to the{' '}
          <a href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noopener noreferrer">
            Information Commissioner's Office
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    body: (
      <p>
        When what the app stores changes, we update this page and the date at the top before the change goes
        live.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      lastUpdated="27 November 2026"
      title="Privacy Policy"
      description="What Devon Dog Beaches stores about you and why: first-party analytics, contact messages, accounts, contributions and the offline copy on your device."
      path="/privacy"
      intro={
        <p>
          We built this guide for dog owners like us, and we collect as little as we can. This page says
          exactly what the app stores, where, and how to have it deleted.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
