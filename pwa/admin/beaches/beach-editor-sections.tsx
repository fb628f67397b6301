/** The beach editor's groups of fields (issue #13): identity and place, access, amenities, contact, validation. */
import { chakra } from '@chakra-ui/react';
import {
  ACCESS_TYPE_LABELS,
  ACCESS_TYPES,
  ACCESSIBILITY_LEVELS,
  BEACH_LOCATIONS,
  BEACH_TYPES,
} from '../../../domain/beaches/beach.ts';
import { ComputedConfidence } from './computed-confidence.tsx';
import {
  type BeachFormApi,
  ChoiceInput,
  FieldGroup,
  FlagInput,
  optionsOf,
  TextInput,
} from './editor-fields.tsx';

const wide = { gridColumn: { md: 'span 2' } } as const;
const Wide = ({ children }: { children: React.ReactNode }) => <chakra.div {...wide}>{children}</chakra.div>;

export function IdentitySection({ api }: { api: BeachFormApi }) {
  return (
    <FieldGroup title="Identity and place">
      <TextInput api={api} name="name" label="Name" />
      <TextInput api={api} name="slug" label="Slug" helper="Blank: made from the name" />
      <ChoiceInput
        api={api}
        name="location"
        label="Location"
        options={optionsOf(BEACH_LOCATIONS, {}, 'Choose a location')}
      />
      <TextInput api={api} name="county" label="County" />
      <Wide>
        <TextInput
          api={api}
          name="description"
          label="Description"
          rows={4}
          helper="**bold**, *italic*; a blank line starts a paragraph"
        />
      </Wide>
      <TextInput api={api} name="latitude" label="Latitude" inputMode="decimal" placeholder="50.5800" />
      <TextInput api={api} name="longitude" label="Longitude" inputMode="decimal" placeholder="-3.9300" />
      <TextInput api={api} name="postcode" label="Postcode" />
      <TextInput api={api} name="fullAddress" label="Address" />
      <ChoiceInput api={api} name="beachType" label="Beach type" options={optionsOf(BEACH_TYPES)} />
      <ChoiceInput
        api={api}
        name="accessibilityLevel"
        label="Accessibility"
        options={optionsOf(ACCESSIBILITY_LEVELS, {}, 'Not recorded')}
      />
      <Wide>
        <TextInput
          api={api}
          name="beachCharacteristics"
          label="Characteristics"
          helper="Separated by commas: sand, dunes, rock pools"
        />
      </Wide>
      <Wide>
        <TextInput api={api} name="aboutDescription" label="About" rows={3} />
      </Wide>
    </FieldGroup>
  );
}

export function AccessSection({ api, children }: { api: BeachFormApi; children: React.ReactNode }) {
  return (
    <FieldGroup title="Access and dog rules">
      <ChoiceInput
        api={api}
        name="accessType"
        label="Access type"
        helper="Follows the dog rules below"
        options={optionsOf(ACCESS_TYPES, ACCESS_TYPE_LABELS)}
      />
      <TextInput api={api} name="seasonalRestrictions" label="Seasonal restrictions" />
      <Wide>{children}</Wide>
      <TextInput api={api} name="accessInfo" label="Access information" rows={2} />
      <TextInput api={api} name="parkingInfo" label="Parking information" rows={2} />
      <Wide>
        <TextInput api={api} name="safetyNotes" label="Safety notes" rows={2} />
      </Wide>
    </FieldGroup>
  );
}

const AMENITIES = [
  ['hasParking', 'Parking'],
  ['hasFacilities', 'Toilets and facilities'],
  ['hasFreshWater', 'Fresh water'],
  ['hasBeachCafe', 'Beach café'],
  ['hasLifeguards', 'Lifeguards'],
  ['hasDogWalks', 'Dog walks nearby'],
] as const;

export function AmenitiesSection({ api }: { api: BeachFormApi }) {
  return (
    <FieldGroup title="Amenities">
      {AMENITIES.map(([name, label]) => (
        <FlagInput key={name} api={api} name={name} label={label} />
      ))}
    </FieldGroup>
  );
}

export function ContactSection({ api }: { api: BeachFormApi }) {
  return (
    <FieldGroup title="Contact and social">
      <TextInput api={api} name="website" label="Website" type="url" />
      <TextInput api={api} name="phone" label="Phone" type="tel" />
      <TextInput api={api} name="facebookUrl" label="Facebook" type="url" />
      <TextInput api={api} name="instagramUrl" label="Instagram" type="url" />
      <TextInput api={api} name="twitterUrl" label="X / Twitter" type="url" />
      <TextInput api={api} name="youtubeUrl" label="YouTube" type="url" />
      <TextInput api={api} name="googleRating" label="Google rating" inputMode="decimal" />
      <TextInput api={api} name="totalReviewsGoogle" label="Google reviews" inputMode="numeric" />
      <TextInput api={api} name="placeId" label="Google place id" />
      <TextInput
        api={api}
        name="bathingWaterId"
        label="Bathing water id"
        helper="The Environment Agency's id"
      />
      <TextInput api={api} name="tideStationId" label="Tide station" />
    </FieldGroup>
  );
}

export function ValidationSection({ api }: { api: BeachFormApi }) {
  return (
    <FieldGroup title="Validation">
      <Wide>
        <TextInput
          api={api}
          name="validationSourceUrl"
          label="Source"
          type="url"
          helper="Where the dog rules were read: the council's or owner's page"
        />
      </Wide>
      <ComputedConfidence form={api.form} />
      <TextInput api={api} name="validationLastChecked" label="Date checked" type="date" />
      <Wide>
        <TextInput api={api} name="validationNotes" label="Validation notes" rows={3} />
      </Wide>
    </FieldGroup>
  );
}
