import type {
  TranslationParams,
  TranslationResources,
  TypedTranslationResources,
} from './translation-resources';

export type { TranslationParams, TranslationResources };

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type PluralBase<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;

type KeyPaths<Node, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string
    ? `${Prefix}${Key}` | `${Prefix}${PluralBase<Key>}`
    : KeyPaths<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

/**
 * Any key t() accepts, e.g. 'buttons.continue' or the plural base 'fields.charactersLeft'.
 * Built from the English texts' shape.
 */
export type TranslationKey = KeyPaths<TypedTranslationResources>;
