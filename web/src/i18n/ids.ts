// The message ids, typed from the English catalogs (the source language): `t('frame.nav.home')`
// with an id no English file has is a type error. A new namespace adds its line here
// (docs/translating.md).
import type account from './messages/account/en.json';
import type admin from './messages/admin/en.json';
import type ads from './messages/ads/en.json';
import type auth from './messages/auth/en.json';
import type calendar from './messages/calendar/en.json';
import type codes from './messages/codes/en.json';
import type directory from './messages/directory/en.json';
import type forms from './messages/forms/en.json';
import type frame from './messages/frame/en.json';
import type home from './messages/home/en.json';
import type manage from './messages/manage/en.json';
import type minyanim from './messages/minyanim/en.json';
import type offline from './messages/offline/en.json';
import type passkeys from './messages/passkeys/en.json';
import type places from './messages/places/en.json';
import type plans from './messages/plans/en.json';
import type privacy from './messages/privacy/en.json';
import type siddur from './messages/siddur/en.json';
import type sponsors from './messages/sponsors/en.json';
import type sponsorship from './messages/sponsorship/en.json';
import type submissions from './messages/submissions/en.json';
import type texts from './messages/texts/en.json';

type Ids<Namespace extends string, Catalog> = `${Namespace}.${keyof Catalog & string}`;

export type MessageId =
  | Ids<'account', typeof account>
  | Ids<'admin', typeof admin>
  | Ids<'ads', typeof ads>
  | Ids<'auth', typeof auth>
  | Ids<'calendar', typeof calendar>
  | Ids<'codes', typeof codes>
  | Ids<'directory', typeof directory>
  | Ids<'forms', typeof forms>
  | Ids<'frame', typeof frame>
  | Ids<'home', typeof home>
  | Ids<'manage', typeof manage>
  | Ids<'minyanim', typeof minyanim>
  | Ids<'offline', typeof offline>
  | Ids<'passkeys', typeof passkeys>
  | Ids<'places', typeof places>
  | Ids<'plans', typeof plans>
  | Ids<'privacy', typeof privacy>
  | Ids<'siddur', typeof siddur>
  | Ids<'sponsors', typeof sponsors>
  | Ids<'sponsorship', typeof sponsorship>
  | Ids<'submissions', typeof submissions>
  | Ids<'texts', typeof texts>;
