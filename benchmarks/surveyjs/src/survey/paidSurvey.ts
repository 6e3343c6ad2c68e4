// The paid SEO flow of docs/product.md §11 as a SurveyJS JSON schema. Step 1 is
// what the benchmark measures; steps 2–4 are here so SurveyJS renders the same 4-step progress bar.

/** Step 1 answers that skip step 3 (docs/product.md §11 flag `skip-competitor`). */
export const skipCompetitorReasons = ['project_finished', 'another_account', 'business_struggling'];

const fillInThisField = 'Please fill in this field.';
const chooseAnOption = 'Please choose an option.';

/** A required free-text comment under an answer (docs/product.md §11 flag `text`, max 1500). */
function withText(value: string, text: string) {
  return { value, text, showCommentArea: true, isCommentRequired: true };
}

/** A follow-up (step 2) question: its first answer stays first, 'Other' stays last. */
function followUp(
  name: string,
  reason: string,
  title: string,
  [first, ...rest]: readonly (readonly [string, string])[],
) {
  if (!first) throw new Error(`follow-up '${name}' has no answers`);
  return {
    type: 'radiogroup',
    name,
    title,
    // Shown while step 1 is unanswered so the progress bar counts 4 steps, as the product's does.
    visibleIf: `{reason} empty or {reason} = '${reason}'`,
    isRequired: true,
    requiredErrorText: chooseAnOption,
    choicesOrder: 'random',
    choices: [
      { value: first[0], text: first[1], randomize: false },
      ...rest.map(([value, text]) => ({ value, text })),
    ],
    showOtherItem: true,
    otherText: 'Other',
    otherErrorText: fillInThisField,
    maxCommentLength: 1500,
  };
}

// Step 3 is skipped after a `skip-competitor` answer on step 1 or step 2.
const competitorApplies = `{reason} empty or (!({reason} anyof ['${skipCompetitorReasons.join("', '")}']) and {price} <> 'budget_cut')`;

export const paidSurvey = {
  showQuestionNumbers: 'off',
  showProgressBar: true,
  progressBarType: 'pages',
  progressBarShowPageNumbers: true,
  pageNextText: 'Continue',
  completeText: 'Cancel subscription',
  showPrevButton: false,
  checkErrorsMode: 'onNextPage',
  maxCommentLength: 1500,
  completedHtml:
    '<h3>Benchmark page</h3><p>This SurveyJS page only measures the survey; it sends nothing.</p>',
  pages: [
    {
      name: 'reason_step',
      title: "We're sorry to see you go",
      elements: [
        {
          type: 'radiogroup',
          name: 'reason',
          title: "Please let us know why you're leaving",
          isRequired: true,
          requiredErrorText: chooseAnOption,
          // SurveyJS's own shuffle: `randomize: false` pins the first answer, and the
          // showOtherItem entry is always placed after the shuffled choices.
          choicesOrder: 'random',
          choices: [
            { value: 'too_expensive', text: "It's too expensive", randomize: false },
            { value: 'not_using', text: "I don't use it enough" },
            withText('missing_features', 'It lacks features I need'),
            { value: 'data_quality', text: "The data isn't accurate enough" },
            withText('hard_to_use', "It's too difficult to use"),
            { value: 'project_finished', text: 'My project is finished' },
            {
              value: 'another_account',
              text: 'I have another account/want to change my subscription',
            },
            { value: 'business_struggling', text: 'Business is struggling to operate' },
          ],
          showOtherItem: true,
          otherText: 'Other',
          otherErrorText: fillInThisField,
        },
      ],
    },
    {
      name: 'follow_up_step',
      title: 'Tell us a bit more',
      elements: [
        followUp('price', 'too_expensive', 'What best describes the problem with the price?', [
          ['value', 'The price is higher than the value I get'],
          ['cheaper_alternative', 'I found a cheaper alternative'],
          ['budget_cut', 'My budget was cut'],
          ['few_tools', 'I only need a few of the tools'],
        ]),
        followUp('usage', 'not_using', 'What kept you from using it more?', [
          ['no_time', "I didn't have enough time"],
          ['hard_to_learn', 'It was hard to learn'],
          ['slow_results', "I didn't see results quickly enough"],
          ['team_stopped', 'My team stopped using it'],
        ]),
        followUp('data', 'data_quality', "Which data didn't meet your expectations?", [
          ['keywords', 'Keyword data'],
          ['backlinks', 'Backlink data'],
          ['traffic', 'Traffic data'],
          ['positions', 'Position tracking'],
        ]),
      ],
    },
    {
      name: 'competitor_step',
      title: 'One more question',
      elements: [
        {
          type: 'radiogroup',
          name: 'competitor',
          title: 'Are you going to use any other service instead?',
          visibleIf: competitorApplies,
          isRequired: true,
          requiredErrorText: chooseAnOption,
          choices: [
            { value: 'yes', text: 'Yes' },
            { value: 'not_sure', text: 'Not sure yet' },
          ],
        },
        {
          type: 'comment',
          name: 'services',
          title: 'What services will they be?',
          visibleIf: "{competitor} = 'yes'",
          isRequired: true,
          requiredErrorText: fillInThisField,
          maxLength: 250,
        },
      ],
    },
    {
      name: 'final_step',
      title: 'Cancel subscription',
      elements: [
        {
          type: 'text',
          name: 'name',
          title: 'Name',
          isRequired: true,
          requiredErrorText: 'Please enter your name.',
          maxLength: 80,
        },
        {
          type: 'comment',
          name: 'comments',
          title: 'Is there anything else you would like to tell us?',
        },
        {
          type: 'boolean',
          name: 'agreed',
          renderAs: 'checkbox',
          titleLocation: 'hidden',
          label:
            "I agree that all my projects will be deleted after 30 days starting the day I'm unsubscribed.",
          isRequired: true,
          requiredErrorText: 'Please agree to the terms first.',
          validators: [
            {
              type: 'expression',
              expression: '{agreed} = true',
              text: 'Please agree to the terms first.',
            },
          ],
        },
      ],
    },
  ],
};
