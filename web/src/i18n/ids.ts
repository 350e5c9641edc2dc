// The message ids, typed from the English catalogs (the source language): `t('frame.nav.home')`
// with an id no English file has is a type error. A new namespace adds its line here
// (docs/translating.md).
import type ads from './messages/ads/en.json';
import type directory from './messages/directory/en.json';
import type frame from './messages/frame/en.json';
import type home from './messages/home/en.json';
import type minyanim from './messages/minyanim/en.json';
import type plans from './messages/plans/en.json';
import type sponsors from './messages/sponsors/en.json';

type Ids<Namespace extends string, Catalog> = `${Namespace}.${keyof Catalog & string}`;

export type MessageId =
  | Ids<'ads', typeof ads>
  | Ids<'directory', typeof directory>
  | Ids<'frame', typeof frame>
  | Ids<'home', typeof home>
  | Ids<'minyanim', typeof minyanim>
  | Ids<'plans', typeof plans>
  | Ids<'sponsors', typeof sponsors>;
