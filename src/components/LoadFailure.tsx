'use client'

import { Component, type ReactNode } from 'react'

/**
 * Code or data loaded after the page that did not arrive (no network, a new version deployed
 * meanwhile): `failed` (a message and a way to try again) in place of `children`, not the page's
 * error screen. Give it a new `key` to try again.
 */
export class LoadFailure extends Component<
  { failed: ReactNode; children: ReactNode },
  { error: boolean }
> {
  state = { error: false }
  static getDerivedStateFromError() {
    return { error: true }
  }
  render() {
    return this.state.error ? this.props.failed : this.props.children
  }
}
