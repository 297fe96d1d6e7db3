"""What every view uses: on-screen number formatting and the input widgets."""
