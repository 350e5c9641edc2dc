// The message ids, typed from the English catalogs (the source language): `t('frame.nav.home')`
// with an id no English file has is a type error. A new namespace adds its line here
// (docs/translating.md).
import type admin from './messages/admin/en.json';
import type ads from './messages/ads/en.json';
import type codes from './messages/codes/en.json';
import type directory from './messages/directory/en.json';
import type frame from './messages/frame/en.json';
import type home from './messages/home/en.json';
import type manage from './messages/manage/en.json';
import type minyanim from './messages/minyanim/en.json';
import type sponsors from './messages/sponsors/en.json';

type Ids<Namespace extends string, Catalog> = `${Namespace}.${keyof Catalog & string}`;

export type MessageId =
  | Ids<'admin', typeof admin>
  | Ids<'ads', typeof ads>
  | Ids<'codes', typeof codes>
  | Ids<'directory', typeof directory>
  | Ids<'frame', typeof frame>
  | Ids<'home', typeof home>
  | Ids<'manage', typeof manage>
  | Ids<'minyanim', typeof minyanim>
  | Ids<'sponsors', typeof sponsors>;
