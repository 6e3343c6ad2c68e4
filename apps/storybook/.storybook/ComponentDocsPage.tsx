import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

/**
 * The autodocs page of a kit component: the usage notes for designers
 * (`parameters.docs.description.component`), then the component's own JSDoc from the code, the
 * props table (react-docgen, from the TypeScript types and their JSDoc; on a phone it scrolls
 * sideways in its own box, not the page) and every story.
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta');
  const usage: unknown = preparedMeta.parameters.docs?.description?.component;
  const component: unknown = preparedMeta.component;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {usage && component ? (
        <>
          <h3>In the code</h3>
          <Description of={component} />
        </>
      ) : null}
      <Primary />
      <h3>Props</h3>
      {/* On a phone the table is wider than the page: it scrolls sideways in its own box. */}
      <div style={{ overflowX: 'auto' }}>
        <Controls />
      </div>
      <Stories />
    </>
  );
}
