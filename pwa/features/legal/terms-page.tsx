import { Link as RouterLink } from 'react-router';
import { Email, LegalDocument, type LegalSection } from './legal-document.tsx';

const SECTIONS: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        Devon Dog Beaches is a free guide for dog owners. By using it you agree to these terms. If you create
        an account or share photos, feedback, reviews or walking routes, the sections on accounts and
        contributions apply to you too. How we handle personal data is explained in our{' '}
        <RouterLink to="/privacy">privacy policy</RouterLink>.
      </p>
    ),
  },
  {
    id: 'information-only',
    title: 'Information only',
    body: (
      <p>
        The guide is general information to help you plan a day out. We gather each beach's dog rules from
        council and landowner pages, council orders and press reports of them, and the rest from official
        data. Each beach says what its rules rest on, the day its source was read where someone has, and how
        confident we are; where we have no source, it says so. Even so, it can be incomplete, out of date or
        wrong, and we cannot guarantee it: check the signs on the day.
      </p>
    ),
  },
  {
    id: 'check-local-signs',
    title: 'Rules change: always check local signs',
    body: (
      <>
        <p>
          Councils change their dog orders, and landowners change their rules, sometimes at short notice.{' '}
          <strong>
            The signs at the beach and the council's current order always take priority over this guide.
          </strong>{' '}
          You are responsible for following them, including any fixed penalty notice for breaking them.
        </p>
        <p>
          If you spot a rule that has changed, please tell us through the{' '}
          <RouterLink to="/contact">contact page</RouterLink> so we can fix it for everyone.
        </p>
      </>
    ),
  },
  {
    id: 'not-for-safety',
    title: 'Not for navigation or tide safety',
    body: (
      <ul>
        <li>
          Tide times are <strong>predictions</strong> computed from published constants. Weather, surges and
          local conditions change real tides, so do not rely on them to avoid being cut off: check official
          tide tables and give yourself a wide margin.
        </li>
        <li>Our maps are for finding beaches, not for navigation on land or at sea.</li>
        <li>
          Water quality ratings describe past samples, not the water today. Avoid swimming (and let your dog
          avoid it) after heavy rain.
        </li>
        <li>
          Safety guides are general advice. In an emergency at the coast call <strong>999 or 112</strong> and
          ask for the Coastguard.
        </li>
      </ul>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        Give accurate details, keep your password to yourself and tell us if you think someone else has used
        your account. One account per person. We may suspend or close accounts that break these terms.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your photos, feedback and routes',
    body: (
      <>
        <p>
          You keep ownership of what you contribute. By sharing it, you give us a free, non-exclusive,
          worldwide licence to store, resize, re-encode, display and publish it on the guide, and to show it
          when we promote the guide. The licence ends when you or we delete it, except for copies already
          shared or kept in backups for a short time.
        </p>
        <p>
          You confirm that you took the photos or have the right to share them, and that anyone clearly
          identifiable in them is happy to appear.
        </p>
      </>
    ),
  },
  {
    id: 'content-rules',
    title: 'Contribution rules',
    body: (
      <>
        <p>
          Contributions should be honest, about the beach or walk, and useful to other dog owners. Do not
          post:
        </p>
        <ul>
          <li>anything unlawful, abusive, hateful, threatening or defamatory;</li>
          <li>
            other people's personal details, or photos of identifiable children without their parent's
            consent;
          </li>
          <li>advertising, spam or links to unrelated sites;</li>
          <li>
            advice that could put people or dogs in danger, such as encouraging people to ignore signs or
            tides;
          </li>
          <li>anything that infringes someone else's copyright or other rights.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'moderation',
    title: 'Moderation',
    body: (
      <p>
        Photos and feedback appear straight away. Our moderators may hide, edit (for example, to remove
        personal details) or delete any contribution that breaks these rules or is out of date, and may
        suspend accounts that keep breaking them. To report a contribution, email <Email /> with a link to the
        beach page.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <p>
        We provide the guide free and as it is. As far as the law allows, we are not responsible for loss or
        damage that comes from relying on it, from a beach's conditions, or from other people's contributions.
        Nothing in these terms limits our liability for death or personal injury caused by our negligence, for
        fraud, or for anything else the law does not allow us to limit.
      </p>
    ),
  },
  {
    id: 'links',
    title: 'Links to other sites',
    body: (
      <p>
        We link to councils, the RNLI, the Environment Agency and other organisations because they are useful.
        We are not responsible for their content.
      </p>
    ),
  },
  {
    id: 'changes-and-law',
    title: 'Changes and the law that applies',
    body: (
      <p>
        We may update these terms; the date at the top shows the latest version, and continuing to use the
        guide means you accept it. These terms are governed by the law of England and Wales. Questions are
        welcome at <Email />.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      lastUpdated="21 November 2026"
      title="Terms of Use"
      description="The terms for using Devon Dog Beaches: information only, always check local signs, not for tide safety, and the rules for photos, feedback and walking routes."
      path="/terms"
      intro={
        <p>
          Plain-English terms for a free guide. The most important one: rules on beaches change, so always
          check the local signs and council orders on the day.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
