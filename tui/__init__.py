"""The Seven Seas terminal app (Textual). Importing this package does not import Textual."""
