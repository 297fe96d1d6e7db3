"""Money: cost per month, the term's cash flows and taxes, the decision between renting, buying and the API, and its sensitivity."""
