import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SelectField } from './SelectField.tsx'

describe('SelectField', () => {
  it('offers a placeholder first, reports the chosen value and ties its error to the select', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <SelectField
        id="region"
        label="Operating region"
        value=""
        onChange={onChange}
        placeholder="Select Operating Region"
        options={[
          { value: '1', label: 'Edmonton' },
          { value: '2', label: 'Calgary' },
        ]}
        errors={['Region is required']}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Operating region' })
    expect((select as HTMLSelectElement).options[0]?.text).toBe('Select Operating Region')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Region is required',
    )
    await user.selectOptions(select, 'Calgary')
    expect(onChange).toHaveBeenCalledWith('2')
  })
})
