import type { PlanOption, StepState } from '@cancel-flow/ui';

/**
 * Real sample texts for the language stories. German is the longest of the 14 languages (long
 * compound words), Japanese and Chinese check CJK glyphs, line breaking and counting.
 */
export const SUPPORT_EMAIL = 'support@example.com';

type CounterLabel = (remaining: number) => string;

export const counterLabels = {
  en: (remaining) =>
    remaining >= 0
      ? `${remaining} ${remaining === 1 ? 'character' : 'characters'} left`
      : `${-remaining} ${remaining === -1 ? 'character' : 'characters'} over the limit`,
  de: (remaining) =>
    remaining >= 0 ? `Noch ${remaining} Zeichen übrig` : `${-remaining} Zeichen über dem Limit`,
  ja: (remaining) =>
    remaining >= 0 ? `残り${remaining}文字` : `上限を${-remaining}文字超えています`,
  zh: (remaining) => (remaining >= 0 ? `还可输入${remaining}个字符` : `已超出${-remaining}个字符`),
} satisfies Record<string, CounterLabel>;

/**
 * A long full name for step 4's name field, whose limit is 80 characters (`NAME_MAX_LENGTH`):
 * exactly 80 characters, and without its last part 68, 12 under the limit.
 */
export const longNames = {
  atLimit: 'Maria Alexandra Konstantina Papadopoulou-Vasilakopoulou de la Fuente y Fernández',
  nearLimit: 'Maria Alexandra Konstantina Papadopoulou-Vasilakopoulou de la Fuente',
};

/** A step's label with what its state adds (done and skipped steps say so; the others nothing). */
const withState =
  (label: (n: number, total: number) => string, words: Partial<Record<StepState, string>>) =>
  (n: number, total: number, state: StepState = 'current') =>
    `${label(n, total)}${words[state] ?? ''}`;

/** Each step's label as the flow words it (`progress.*`). */
export const stepLabels = {
  en: withState((n, total) => `Step ${n} of ${total}`, {
    complete: ', completed',
    skipped: ', skipped',
  }),
  de: withState((n, total) => `Schritt ${n} von ${total}`, {
    complete: ', abgeschlossen',
    skipped: ', übersprungen',
  }),
  ja: withState((n, total) => `全${total}ステップ中${n}ステップ目`, {
    complete: '（完了）',
    skipped: '（スキップ）',
  }),
  zh: withState((n, total) => `第${n}步，共${total}步`, {
    complete: '，已完成',
    skipped: '，已跳过',
  }),
};

export const reasonChoices = {
  en: [
    { value: 'too_expensive', label: "It's too expensive" },
    { value: 'not_using', label: "I don't use it enough" },
    { value: 'missing_features', label: 'It lacks features I need' },
    { value: 'data_quality', label: "The data isn't accurate enough" },
    { value: 'another_account', label: 'I have another account/want to change my subscription' },
    { value: 'other', label: 'Other' },
  ],
  de: [
    { value: 'too_expensive', label: 'Es ist zu teuer' },
    { value: 'not_using', label: 'Ich nutze es zu selten' },
    { value: 'missing_features', label: 'Es fehlen Funktionen, die ich brauche' },
    {
      value: 'another_account',
      label: 'Ich habe ein anderes Konto/möchte mein Abonnement ändern',
    },
    {
      value: 'business_struggling',
      label: 'Mein Unternehmen hat wirtschaftliche Schwierigkeiten (Liquiditätsengpässe)',
    },
    { value: 'other', label: 'Sonstiges' },
  ],
  ja: [
    { value: 'too_expensive', label: '料金が高すぎます' },
    { value: 'not_using', label: 'あまり利用していません' },
    { value: 'missing_features', label: '必要な機能がありません' },
    {
      value: 'another_account',
      label: '別のアカウントを持っています／サブスクリプションを変更したいです',
    },
    { value: 'other', label: 'その他' },
  ],
  zh: [
    { value: 'too_expensive', label: '价格太高' },
    { value: 'not_using', label: '我用得不多' },
    { value: 'missing_features', label: '缺少我需要的功能' },
    { value: 'another_account', label: '我有其他账户/想更改订阅' },
    { value: 'other', label: '其他' },
  ],
};

export const texts = {
  en: {
    question: "Please let us know why you're leaving",
    freeTextLabel: 'Tell us more',
    freeTextPlaceholder: 'Please share a few details',
    name: 'Your name',
    email: 'Email',
    agreement:
      "I agree that all my projects will be deleted after 30 days starting the day I'm unsubscribed.",
    chooseOption: 'Please choose an option.',
    fillField: 'Please fill in this field.',
    nameRequired: 'Please enter your name.',
    agreementRequired: 'Please agree to the terms first.',
    commentTooLong: 'Please enter your comment within 1500 characters.',
    banner: `Something went wrong. If the problem persists, please contact us at ${SUPPORT_EMAIL}.`,
  },
  de: {
    question: 'Bitte teilen Sie uns mit, warum Sie Ihr Abonnement kündigen möchten',
    freeTextLabel: 'Erzählen Sie uns mehr über Ihre Beweggründe und Verbesserungsvorschläge',
    freeTextPlaceholder: 'Bitte nennen Sie uns ein paar Details',
    name: 'Ihr vollständiger Name (Vor- und Nachname des Kontoinhabers)',
    email: 'E-Mail-Adresse des Abonnementverwaltungskontos',
    agreement:
      'Ich bin damit einverstanden, dass alle meine Projekte nach 30 Tagen gelöscht werden, gerechnet ab dem Tag, an dem mein Abonnement endet. Die Wiederherstellung gelöschter Projektdaten ist anschließend ausgeschlossen.',
    chooseOption: 'Bitte wählen Sie eine Option aus.',
    fillField: 'Bitte füllen Sie dieses Feld aus.',
    nameRequired: 'Bitte geben Sie Ihren Namen ein.',
    agreementRequired: 'Bitte stimmen Sie zuerst den Bedingungen zu.',
    commentTooLong: 'Bitte geben Sie einen Kommentar mit höchstens 1500 Zeichen ein.',
    banner: `Etwas ist schiefgelaufen. Wenn das Problem weiterhin besteht, kontaktieren Sie uns bitte unter ${SUPPORT_EMAIL}.`,
  },
  ja: {
    question: '解約の理由をお聞かせください',
    freeTextLabel: '詳細をお聞かせください',
    freeTextPlaceholder: '具体的な内容をご記入ください',
    name: 'お名前',
    email: 'メールアドレス',
    agreement: '解約日から30日後に、私のすべてのプロジェクトが削除されることに同意します。',
    chooseOption: 'いずれかを選択してください。',
    fillField: 'この項目を入力してください。',
    nameRequired: 'お名前を入力してください。',
    agreementRequired: '続行するには規約に同意してください。',
    commentTooLong: 'コメントは1500文字以内で入力してください。',
    banner: `問題が発生しました。問題が解決しない場合は、${SUPPORT_EMAIL}までお問い合わせください。`,
  },
  zh: {
    question: '请告诉我们您离开的原因',
    freeTextLabel: '请详细说明',
    freeTextPlaceholder: '请分享一些具体细节',
    name: '您的姓名',
    email: '电子邮箱',
    agreement: '我同意：自订阅取消之日起30天后，我的所有项目将被删除。',
    chooseOption: '请选择一个选项。',
    fillField: '请填写此字段。',
    nameRequired: '请输入您的姓名。',
    agreementRequired: '请先同意相关条款。',
    commentTooLong: '意见请不要超过1500个字符。',
    banner: `出现了问题。如果问题仍然存在，请通过${SUPPORT_EMAIL}联系我们。`,
  },
};

/** A downgrade's paid lower plan, as the app describes it (`offer.downgrade.paidPlanDescription`). */
const LOWER_PLAN = 'Lower limits, lower price';

/** The free plan, as the app describes it (`offer.downgrade.freePlanDescription`). */
export const freePlan: PlanOption = {
  value: 'free',
  label: 'Free',
  description:
    'No payments: your paid subscription ends, and you keep a free account with limited features.',
};

/** A Business customer's lower plans, highest first, free last, as the app lists them. */
export const businessPlans: readonly PlanOption[] = [
  { value: 'guru', label: 'Guru', description: LOWER_PLAN },
  { value: 'pro', label: 'Pro', description: LOWER_PLAN },
  freePlan,
];
